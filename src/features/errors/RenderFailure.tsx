// A screen that throws while rendering: the error is reported, and the user sees the error page.
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { track } from '../../lib/analytics';
import ErrorPage from './ErrorPage';

export default function RenderFailure() {
  const error = useRouteError();
  useEffect(() => {
    const message = error instanceof Error ? error.message : String(error);
    track('render-failure', { message: message.slice(0, 200), path: location.pathname });
  }, [error]);
  return <ErrorPage />;
}
