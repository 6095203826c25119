/**
 * The whole page while the code of its screen loads on a first load: a spinner in the console's purple drawn
 * by the page's own stylesheet (`index.css`), so that it is drawn without waiting for antd's styles.
 */
export function PageLoading() {
  return <div className="page-loading" role="status" aria-label="Loading" />;
}
