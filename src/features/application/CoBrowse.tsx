// Co-browse: offered only while the remote-session flag is on, started only after the
// customer agrees to its disclaimer. The agent can never type for the customer: the session is view-only by design
// (docs/application.md "Co-browse"), and fields marked data-cobrowse-mask (SSN, bank numbers) are hidden from the
// agent's view. This local stand-in records the session in the page; a vendor's script would start and stop here.
import { useState } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { Dialog, DialogActions } from '../../components/Dialog';
import { StatusMessage } from '../../components/StatusMessage';
import { useT } from '../../lib/i18n';

type Stage = 'offered' | 'asking' | 'sharing';
const OFFERED: Stage = 'offered';
const ASKING: Stage = 'asking';
const SHARING: Stage = 'sharing';

export function CoBrowse() {
  const { t } = useT();
  const on = useAppSelector((s) => s.flags.values.remoteSession);
  const [stage, setStage] = useState<Stage>(OFFERED);
  if (!on) return null;
  if (stage === 'sharing') {
    return (
      <div data-cobrowse="view-only">
        <StatusMessage>{t('application.coBrowse.active')}</StatusMessage>
        <Button type="button" $variant="secondary" onClick={() => setStage(OFFERED)}>
          {t('application.coBrowse.stop')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <p>
        <Button type="button" $variant="secondary" onClick={() => setStage(ASKING)}>
          {t('application.coBrowse.offer')}
        </Button>
      </p>
      {stage === 'asking' && (
        <Dialog
          title={t('application.coBrowse.title')}
          description={t('application.coBrowse.disclaimer')}
          onEscape={() => setStage(OFFERED)}
        >
          <DialogActions>
            <Button type="button" onClick={() => setStage(SHARING)}>
              {t('application.coBrowse.agree')}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setStage(OFFERED)}>
              {t('application.coBrowse.cancel')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
