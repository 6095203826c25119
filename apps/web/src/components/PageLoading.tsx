/**
 * The whole page while the code of its screen loads (a first load, a part loading outside any nearer
 * Suspense): a spinner in the console's purple drawn by the page's own stylesheet (`index.css`), so that a
 * first load draws it without waiting for antd to make its styles in the page.
 */
export function PageLoading() {
  return <div className="page-loading" role="status" aria-label="Loading" />;
}
