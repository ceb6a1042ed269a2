/** Any other path: the server falls back to the demo for every GET it does not own. */
export function NotFoundPage() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        There is no demo page at <code>{window.location.pathname}</code>. <a href="/">Go to the sign-in page</a>.
      </p>
    </>
  );
}
