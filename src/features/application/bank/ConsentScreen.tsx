// /application/bank/consent: what linking shares and with whom, before Link opens (the customer agrees first).
import { Link } from 'react-router-dom';
import { bankLinkRequested } from '../../../../store/bank';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { Button } from '../../../components/Button';
import { useT } from '../../../lib/i18n';
import { ApplicationPage } from '../ApplicationPage';
import { applicationPaths as p } from '../paths';
import { useApplicationPage } from '../useApplicationPage';
import { Actions, ThirtyDayRule } from './bankParts';

export default function ConsentScreen() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const page = useApplicationPage();
  const busy = useAppSelector((s) => s.bank.phase !== 'idle');
  return (
    <ApplicationPage heading={t('application.bank.consent.heading')} {...page}>
      <p>{t('application.bank.consent.text')}</p>
      <ThirtyDayRule />
      <Actions>
        <Button
          type="button"
          disabled={busy || !page.flow.applicationId}
          onClick={() => dispatch(bankLinkRequested({ purpose: 'link' }))}
        >
          {t('application.bank.consent.agree')}
        </Button>
        <Link to={p.bank}>{t('application.bank.back')}</Link>
      </Actions>
    </ApplicationPage>
  );
}
