import { useEffect } from 'react';

/** Names the browser tab after the screen: "Members · Orrery"; nothing to name leaves it as it is. */
export function useDocumentTitle(screen: string | undefined): void {
  useEffect(() => {
    if (screen) document.title = `${screen} · Orrery`;
  }, [screen]);
}
