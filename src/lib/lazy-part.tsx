import { Component, lazy, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

/**
 * Lazily loaded parts of a page (the copy menu, the code highlighter and its buttons, Mermaid, the search
 * modal) must fail alone: a chunk that cannot load used to reach the layout's error boundary and replace
 * the whole page with "This page crashed". Each part sits in a `PartBoundary` whose fallback keeps the
 * page's content (the server HTML, or a plain version) and, where the reader asked for the part, says so
 * with a Retry button.
 */

/**
 * Bumped by every PartBoundary that mounts and by every Retry: a part that failed before the latest of
 * these loads again, one that failed after it stays failed (so React's own re-render of the failed part
 * meets the same error and the boundary shows its fallback, instead of asking the network in a loop).
 */
let attempt = 0;

/**
 * Like React's `lazy`, but a failed load is not final. React keeps a lazy component's rejection for good;
 * here, once a Retry is asked for or a new part mounts (on a later page), the next render gets a fresh
 * lazy component, which asks the bundler again (webpack and Rspack forget a chunk that failed).
 */
export function retryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let failedAt: number | null = null;
  const make = (): ComponentType<P> =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedAt = attempt;
        throw error;
      }),
    ) as unknown as ComponentType<P>;
  let current = make();
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part, at module level, like `lazy`
  function LazyPart(props: P): ReactNode {
    if (failedAt !== null && failedAt < attempt) {
      failedAt = null;
      current = make();
    }
    const Current = current;
    return <Current {...props} />;
  }
  return LazyPart;
}

interface BoundaryProps {
  /** What the reader sees instead of the part; `retry` renders the part again. */
  fallback: (retry: () => void, error: Error) => ReactNode;
  /** Names the part in the console message. */
  name: string;
  children: ReactNode;
}

/** Catches what a part throws (a chunk that failed to load, a render error) so the page around it stays. */
export class PartBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  constructor(props: BoundaryProps) {
    super(props);
    attempt += 1;
  }

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Spec section 8: recoverable render errors are logged to the console.
    console.error(`${this.props.name} failed; the rest of the page is unaffected.`, error, info.componentStack);
  }

  retry = (): void => {
    attempt += 1;
    this.setState({ error: null });
  };

  render(): ReactNode {
    return this.state.error ? this.props.fallback(this.retry, this.state.error) : this.props.children;
  }
}

/** The small notice a failed part shows where the reader expected it. */
export function PartFailure({ message, onRetry, className }: { message: string; onRetry: () => void; className?: string }): ReactNode {
  return (
    <div role="alert" className={`part-failure${className ? ` ${className}` : ''}`}>
      <span>{message}</span>{' '}
      <button type="button" className="part-failure__retry" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/**
 * A component whose failure stays its own: in place of the part, a notice with a retry. For parts that
 * ship with the page's chunk (charts, the rps calculator) and so can only fail while rendering.
 */
export function withPartBoundary<P extends object>(Part: ComponentType<P>, name: string, message: string): ComponentType<P> {
  function Guarded(props: P): ReactNode {
    return (
      <PartBoundary name={name} fallback={(retry) => <PartFailure message={message} onRetry={retry} />}>
        <Part {...props} />
      </PartBoundary>
    );
  }
  return Guarded;
}
