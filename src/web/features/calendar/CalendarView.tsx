import { ActionIcon, Box, Button, Group, Tabs, Title } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { MAX_YEAR, MIN_YEAR, MONTHS } from '../../../contract/calendar';
import type { CardVariant } from './EventCard';
import { MonthDays } from './MonthDays';
import { useCalendarYear } from './useCalendarYear';
import { useToday } from './useToday';

/** A year with month tabs, starting on the current month: the full calendar and the trial calendar. */
export function CalendarView({
  locationId,
  variant,
  openOn,
}: {
  locationId: string | undefined;
  variant: CardVariant;
  /** A day to open on instead of today (YYYY-MM-DD), its row in the middle of the screen. */
  openOn?: string;
}) {
  const now = useToday(locationId);
  const [year, setYear] = useState(openOn ? Number(openOn.slice(0, 4)) : now.year);
  const [month, setMonth] = useState(openOn ? Number(openOn.slice(5, 7)) - 1 : now.month);
  const [goToToday, setGoToToday] = useState(0);
  const events = useCalendarYear(year, locationId);
  const monthName = MONTHS[month] ?? '';
  // The tab and heading follow a click at once; a busy month's days render behind them without blocking input.
  const shownMonth = useDeferredValue(month);
  const showToday = () => {
    setYear(now.year);
    setMonth(now.month);
    setGoToToday((presses) => presses + 1);
  };

  return (
    <section aria-labelledby="calendar-year">
      <Group justify="center" gap="sm" mb="sm">
        <ActionIcon
          variant="subtle"
          aria-label="Previous year"
          disabled={year <= MIN_YEAR}
          onClick={() => setYear((value) => value - 1)}
        >
          ‹
        </ActionIcon>
        <Title order={2} id="calendar-year">
          {year}
        </Title>
        <ActionIcon
          variant="subtle"
          aria-label="Next year"
          disabled={year >= MAX_YEAR}
          onClick={() => setYear((value) => value + 1)}
        >
          ›
        </ActionIcon>
        <Button variant="default" size="compact-sm" onClick={showToday}>
          Today
        </Button>
      </Group>
      <Tabs value={String(month)} onChange={(value) => value !== null && setMonth(Number(value))} mb="md">
        <Tabs.List aria-label="Months" grow>
          {MONTHS.map((name, index) => (
            <Tabs.Tab key={name} value={String(index)} aria-label={name}>
              {name.slice(0, 3)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Title order={3} tt="uppercase" mb="sm" aria-live="polite">
        {monthName}
      </Title>
      {/* Until the new month's days replace them, the last month's are shown faded and cannot be used: a click
          there would write for a day of the month just left. */}
      <Box className="month-days" data-stale={shownMonth !== month || undefined} inert={shownMonth !== month}>
        <MonthDays
          year={year}
          month={shownMonth}
          events={events.data?.holidays}
          loading={events.isPending || (events.isPlaceholderData && events.isFetching)}
          error={events.error}
          onRetry={() => void events.refetch()}
          todayDate={now.date}
          locationId={locationId}
          variant={variant}
          centreToday
          centreDate={openOn}
          goToToday={goToToday}
          onSkipToToday={showToday}
        />
      </Box>
    </section>
  );
}

/** Home shows at least a week ahead: near a month's end, the next month's first days follow. */
const HOME_DAYS_AHEAD = 7;

/**
 * The home page's calendar: the current month from today (the days before it one press away), below the
 * news, which it leaves in view; in a month's last week, the next month's first days as well.
 */
export function MonthCalendar({ locationId }: { locationId: string | undefined }) {
  const now = useToday(locationId);
  const events = useCalendarYear(now.year, locationId);
  const daysLeft = new Date(Date.UTC(now.year, now.month + 1, 0)).getUTCDate() - Number(now.date.slice(8));
  const nextDays = HOME_DAYS_AHEAD - 1 - daysLeft;
  return (
    <section aria-labelledby="month-calendar-title">
      <Title order={3} tt="uppercase" mb="sm" id="month-calendar-title">
        {MONTHS[now.month]} {now.year}
      </Title>
      <MonthDays
        year={now.year}
        month={now.month}
        events={events.data?.holidays}
        loading={events.isPending}
        error={events.error}
        onRetry={() => void events.refetch()}
        todayDate={now.date}
        locationId={locationId}
        variant="simple"
        centreToday={false}
        foldPast
      />
      {nextDays > 0 && (
        <NextMonthStart
          year={now.month === 11 ? now.year + 1 : now.year}
          month={(now.month + 1) % 12}
          days={nextDays}
          todayDate={now.date}
          locationId={locationId}
        />
      )}
    </section>
  );
}

/** The first days of the next month on Home, under their own heading; in December, of the next year. */
function NextMonthStart({
  year,
  month,
  days,
  todayDate,
  locationId,
}: {
  year: number;
  month: number;
  days: number;
  todayDate: string;
  locationId: string | undefined;
}) {
  const events = useCalendarYear(year, locationId);
  return (
    <>
      <Title order={3} tt="uppercase" mt="lg" mb="sm">
        {MONTHS[month]} {year}
      </Title>
      <MonthDays
        year={year}
        month={month}
        events={events.data?.holidays}
        loading={events.isPending}
        error={events.error}
        onRetry={() => void events.refetch()}
        todayDate={todayDate}
        locationId={locationId}
        variant="simple"
        centreToday={false}
        throughDay={days}
      />
    </>
  );
}
