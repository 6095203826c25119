import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a screen whose code loads when it is first wanted (a header filter's date picker, a table far
 * down a screen), drawn without Suspense: its own placeholder stands until the code is there, then the part
 * replaces it at once. A Suspense fallback would hold the part back: React reveals what replaces a fallback
 * no sooner than 300 ms after the fallback appeared, however quickly the code came.
 */
export interface LazyPart<P extends object> {
  /** Loads the code (once; again after a failure). */
  load(): Promise<void>;
  /** Whether the code is there. */
  readonly ready: boolean;
  /** The part: draw it once `ready`. */
  readonly Component: ComponentType<P>;
}

/** The props of a component type. */
type PropsOf<C> = C extends ComponentType<infer P> ? (P extends object ? P : never) : never;

/**
 * `lazyPart(() => import('./DateRangeFilter'), 'DateRangeFilter')`: the module's export `name`, a component
 * (the module may export other things beside it).
 */
export function lazyPart<M, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPart<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  function Component(props: P) {
    if (!loaded) throw new Error(`${name} was drawn before its code was there`);
    return createElement(loaded, props);
  }
  Component.displayName = `lazyPart(${name})`;
  return {
    load() {
      pending ??= load().then(
        (module) => {
          loaded = module[name] as ComponentType<P>;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    get ready() {
      return loaded !== undefined;
    },
    Component,
  };
}

/**
 * Whether the part's code is there; loads it while `wanted` (a person pointed at the field, the card came
 * near) and draws again once it came. A failed load is thrown to the nearest error boundary, as a screen's
 * own code failing to load is.
 */
export function useLazyPart<P extends object>(part: LazyPart<P>, wanted = true): boolean {
  const [, setReady] = useState(part.ready);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!wanted || part.ready) return undefined;
    let live = true;
    part.load().then(
      () => live && setReady(true),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [part, wanted]);
  if (failure) throw failure.error;
  return part.ready;
}

/** Draws `part` with `props` once its code is there (loading it now), `placeholder` until then. */
export function LazyPartView<P extends object>({
  part,
  placeholder,
  props,
}: {
  part: LazyPart<P>;
  placeholder: ReactNode;
  props: P;
}) {
  const ready = useLazyPart(part);
  return ready ? <part.Component {...props} /> : placeholder;
}
