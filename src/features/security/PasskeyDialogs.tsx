// The passkeys section's two questions: a new name for a passkey (the portal's own, 1 to 40 characters) and whether
// to remove one. Each is the one modal Dialog (focus moved in, kept in and returned; Escape cancels).
import { Form, Formik } from 'formik';
import { useEffect, useRef } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog, DialogActions } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { useT } from '../../lib/i18n';

/** The name's rule, as the server applies it (server/security/passkeyNames.ts): 1 to 40 characters after trimming. */
export const PASSKEY_NAME_MAX = 40;
const tidy = (name: string) => name.replace(/\s+/g, ' ').trim();
const nameError = (name: string) =>
  tidy(name).length === 0 || [...tidy(name)].length > PASSKEY_NAME_MAX ? 'security.passkeys.nameInvalid' : undefined;

const NAME_FIELD = 'passkey-name';

interface RenameProps {
  current: string;
  busy: boolean;
  /** The refusal of the last try, in words; empty when none. */
  error: string;
  onSave: (name: string) => void;
  onCancel: () => void;
}

export function RenamePasskeyDialog({ current, busy, error, onSave, onCancel }: RenameProps) {
  const { t } = useT();
  // The name field takes focus once the dialog has moved focus in (the dialog's own effect runs first).
  useEffect(() => document.getElementById(NAME_FIELD)?.focus(), []);
  return (
    <Dialog
      title={t('security.passkeys.renameHeading')}
      description={t('security.passkeys.nameHint')}
      onEscape={onCancel}
    >
      <Formik
        initialValues={{ name: current }}
        validate={(values) => {
          const problem = nameError(values.name);
          return problem ? { name: problem } : {};
        }}
        onSubmit={(values) => onSave(tidy(values.name))}
      >
        <Form noValidate>
          {error && <Alert>{error}</Alert>}
          <TextField
            id={NAME_FIELD}
            name="name"
            label={t('security.passkeys.nameLabel')}
            maxLength={PASSKEY_NAME_MAX}
            autoComplete="off"
          />
          <DialogActions>
            <Button type="submit" disabled={busy}>
              {t('security.passkeys.save')}
            </Button>
            <Button type="button" $variant="secondary" onClick={onCancel}>
              {t('security.passkeys.cancel')}
            </Button>
          </DialogActions>
        </Form>
      </Formik>
    </Dialog>
  );
}

interface RemoveProps {
  name: string;
  busy: boolean;
  /** The refusal of the last try, in words; empty when none. */
  error: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function RemovePasskeyDialog({ name, busy, error, onConfirm, onCancel }: RemoveProps) {
  const { t } = useT();
  // The safe answer takes focus: Enter on arrival keeps the passkey.
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={t('security.passkeys.removeHeading')}
      description={t('security.passkeys.removeBody', { name })}
      initialFocus={cancel}
      onEscape={onCancel}
    >
      {error && <Alert>{error}</Alert>}
      <DialogActions>
        <Button type="button" disabled={busy} onClick={onConfirm}>
          {t('security.passkeys.removeConfirm')}
        </Button>
        <Button ref={cancel} type="button" $variant="secondary" onClick={onCancel}>
          {t('security.passkeys.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
