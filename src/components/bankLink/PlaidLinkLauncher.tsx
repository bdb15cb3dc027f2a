// Opens Plaid Link (or the embedded sandbox, which speaks the same browser contract) with a Link token and reports
// its callbacks: the application's bank step (features/application/bank/BankLinkHost.tsx) and the autopay dialog's
// "Link a new bank account" both use it. react-plaid-link drives it unchanged. With the sandbox, the server's Link
// script is loaded from the portal's own origin and a marker <script> with Plaid's CDN address and a non-JavaScript
// type tells react-plaid-link that Link is already there (it looks for that src and is never fetched), so no request
// leaves the portal and the Content-Security-Policy holds. The tokens live in the caller's state only: never in a URL.
import { useEffect, useRef, useState } from 'react';
import { usePlaidLink } from 'react-plaid-link';

export const PLAID_CDN_SCRIPT = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

/** Loads the sandbox's Link script once and adds the marker; 'ready' once window.Plaid is there. */
export function useSandboxScript(src: string): 'loading' | 'ready' | 'failed' {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>(() =>
    !src || (typeof window !== 'undefined' && 'Plaid' in window) ? 'ready' : 'loading',
  );
  useEffect(() => {
    if (!src || status !== 'loading') return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      if (!document.querySelector(`script[src="${PLAID_CDN_SCRIPT}"]`)) {
        const marker = document.createElement('script');
        marker.type = 'application/x-plaid-link-marker';
        marker.src = PLAID_CDN_SCRIPT;
        document.head.append(marker);
      }
      setStatus('ready');
    };
    script.onerror = () => setStatus('failed');
    document.head.append(script);
  }, [src, status]);
  return status;
}

export interface LinkCallbacks {
  onSuccess: (publicToken: string, metadata: { institutionName: string; accountIds: string[] }) => void;
  onExit: (errorCode: string | null) => void;
  onEvent?: (eventName: string, errorCode: string | null) => void;
  /** Link could not start (its script, or react-plaid-link's own error). */
  onFailed: () => void;
}

function Link({ token, onSuccess, onExit, onEvent, onFailed }: { token: string } & LinkCallbacks) {
  const opened = useRef(false);
  const { open, ready, error } = usePlaidLink({
    token,
    onSuccess: (publicToken, metadata) =>
      onSuccess(publicToken ?? '', {
        institutionName: metadata.institution?.name || '',
        accountIds: (metadata.accounts ?? []).map((a) => a.id),
      }),
    onExit: (exitError) => onExit(exitError?.error_code ?? null),
    onEvent: (eventName, metadata) => onEvent?.(eventName, metadata.error_code ?? null),
  });
  useEffect(() => {
    if (error) onFailed();
  }, [error, onFailed]);
  useEffect(() => {
    if (ready && !opened.current) {
      opened.current = true;
      open();
    }
  }, [ready, open]);
  return null;
}

/** Renders nothing; opens Link once its script is ready. A new token opens a new Link. */
export function PlaidLinkLauncher({
  token,
  scriptUrl,
  ...callbacks
}: { token: string | null; scriptUrl: string | null } & LinkCallbacks) {
  const script = useSandboxScript(scriptUrl ?? '');
  const { onFailed } = callbacks;
  useEffect(() => {
    if (script === 'failed') onFailed();
  }, [script, onFailed]);
  if (!token || script !== 'ready') return null;
  return <Link key={token} token={token} {...callbacks} />;
}
