const DAY_NAME = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * A link the keyboard meets before the month's first day, shown only when focused: it takes the focus to today's
 * day, as the Today button does, past the days before it.
 */
export function SkipToToday({ todayDate, onSkip }: { todayDate: string; onSkip: () => void }) {
  return (
    <a
      href={`#day-${todayDate}`}
      className="skip-link-inline"
      onClick={(event) => {
        // The address keeps its path: in the app's router a bare fragment would be a navigation.
        event.preventDefault();
        onSkip();
      }}
    >
      Skip to today, {DAY_NAME.format(new Date(`${todayDate}T00:00:00Z`))}
    </a>
  );
}
