// Holds Plaid Link while a bank link is under way, above the routes, so Link stays open while the flow moves from
// bank/plaid to bank/open (a route's screen would close it on the way). react-plaid-link drives it unchanged; Link's
// callbacks become events for the bank saga. With the embedded sandbox, the server's Link script is loaded from the
// portal's own origin and a marker <script> with Plaid's CDN address and a non-JavaScript type tells
// react-plaid-link that Link is already there (it looks for that src and is never fetched), so no request leaves
// the portal and the Content-Security-Policy holds.
import { useEffect, useRef, useState } from 'react';
import { usePlaidLink } from 'react-plaid-link';
import { bankLinkFailed, plaidEventReceived, plaidExited, plaidSucceeded } from '../../../../store/bank';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';

export const PLAID_CDN_SCRIPT = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

/** Loads the sandbox's Link script once and adds the marker; true once window.Plaid is there. */
function useSandboxScript(src: string): 'loading' | 'ready' | 'failed' {
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

function Link({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const opened = useRef(false);
  const { open, ready, error } = usePlaidLink({
    token,
    onSuccess: (publicToken, metadata) => {
      dispatch(plaidSucceeded({ publicToken: publicToken ?? '', institutionName: metadata.institution?.name || '' }));
    },
    onExit: (exitError) => {
      dispatch(plaidExited({ errorCode: exitError?.error_code ?? null }));
    },
    onEvent: (eventName, metadata) => {
      dispatch(plaidEventReceived({ eventName, errorCode: metadata.error_code ?? null }));
    },
  });
  useEffect(() => {
    if (error) dispatch(bankLinkFailed());
  }, [error, dispatch]);
  useEffect(() => {
    if (ready && !opened.current) {
      opened.current = true;
      open();
    }
  }, [ready, open]);
  return null;
}

export default function BankLinkHost() {
  const dispatch = useAppDispatch();
  const { linkToken, linkScriptUrl } = useAppSelector((s) => s.bank);
  const script = useSandboxScript(linkScriptUrl);
  useEffect(() => {
    if (script === 'failed') dispatch(bankLinkFailed());
  }, [script, dispatch]);
  if (!linkToken || script !== 'ready') return null;
  return <Link key={linkToken} token={linkToken} />;
}
