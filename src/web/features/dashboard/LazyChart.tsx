import { Alert, Button, Skeleton, Text } from '@mantine/core';
import { Component, type ReactNode, Suspense } from 'react';

const CHART_HEIGHT = 240;

interface BoundaryState {
  failed: boolean;
}

/**
 * A chart whose library could not be downloaded (the product was updated while the page was open, or the
 * connection dropped) says so in its place: the figures beside it stay on screen.
 */
class ChartLoadBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert color="gray" variant="outline" mih={CHART_HEIGHT} title="The chart could not be drawn">
        <Text size="sm" mb="sm">
          Its code did not download. Loading the page again fetches it.
        </Text>
        {/* A lazily loaded module that failed stays failed until the page loads again. */}
        <Button size="xs" variant="default" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Alert>
    );
  }
}

/** A chart from the lazily loaded library: a placeholder while it downloads, a way out if it cannot. */
export function LazyChart({ children }: { children: ReactNode }) {
  return (
    <ChartLoadBoundary>
      <Suspense fallback={<Skeleton h={CHART_HEIGHT} role="status" aria-label="Drawing the chart" />}>
        {children}
      </Suspense>
    </ChartLoadBoundary>
  );
}
