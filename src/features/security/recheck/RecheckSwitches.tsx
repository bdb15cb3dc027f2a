// The re-check's other ways, as buttons beside its own: "Use a passkey" (which runs the passkey prompt at once), the
// authenticator app, and the e-mailed code, each only when the server offered it and it is not the way asked now.
import { useAppDispatch } from '../../../../store/hooks';
import { recheckMethodChosen, recheckPasskeyRequested, type RecheckMethod } from '../../../../store/recheck';
import { Button } from '../../../components/Button';
import { useT } from '../../../lib/i18n';

/** Strongest first, as the server lists them. */
const SWITCHES = [
  { method: 'PASSKEY', label: 'recheck.usePasskey' },
  { method: 'AUTHENTICATOR', label: 'recheck.useApp' },
  { method: 'EMAIL_CODE', label: 'recheck.useEmail' },
] as const;

interface Props {
  methods: RecheckMethod[];
  method: RecheckMethod;
  /** An answer or a code is on its way: switching waits. */
  busy: boolean;
}

export function RecheckSwitches({ methods, method, busy }: Props) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const choose = (m: RecheckMethod) =>
    dispatch(m === 'PASSKEY' ? recheckPasskeyRequested() : recheckMethodChosen({ method: m }));
  return (
    <>
      {SWITCHES.filter((s) => s.method !== method && methods.includes(s.method)).map((s) => (
        <Button key={s.method} type="button" $variant="secondary" disabled={busy} onClick={() => choose(s.method)}>
          {t(s.label)}
        </Button>
      ))}
    </>
  );
}
