// A screen that throws while rendering: the error is reported, and the user sees the error page.
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import ErrorPage from './ErrorPage';

export default function RenderFailure() {
  const error = useRouteError();
  useEffect(() => {
    const message = error instanceof Error ? error.message : String(error);
    void fetch('/analytics', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        event: 'render-failure',
        details: { message: message.slice(0, 200), path: location.pathname },
      }),
      keepalive: true,
    }).catch(() => undefined);
  }, [error]);
  return <ErrorPage />;
}
