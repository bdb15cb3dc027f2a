// The steps the convert and refinance pages share after their own Customize form: the ESign step of the saved choice,
// the Confirmation of the loan it made, and the denial modal when the offer went away. The page's address names the
// saved conversion (CONVERSION_ID_PARAM), so a reload asks the saga to resume that step from the server's record.
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { conversionResumeRequested, type ConversionType } from '../../../store/conversion';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { StatusMessage } from '../../components/StatusMessage';
import { useT } from '../../lib/i18n';
import { ConfirmationStep } from './ConfirmationStep';
import { ConversionPage, useStepOf } from './ConversionPage';
import { DenialDialog } from './DenialDialog';
import { EsignStep } from './EsignStep';
import { CONVERSION_ID_PARAM } from './paths';

export function ConversionSteps({
  type,
  heading,
  customize,
}: {
  type: ConversionType;
  heading: string;
  /** The page's own Customize step (it fetches its offer only while shown). */
  customize: ReactNode;
}) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const named = params.get(CONVERSION_ID_PARAM);
  const { step, conversionId } = useStepOf(type);
  const status = useAppSelector((s) => s.conversion.status);
  const resuming = Boolean(named && named !== conversionId);
  useEffect(() => {
    if (resuming && named && status !== 'resuming') dispatch(conversionResumeRequested({ id: named, type }));
    // Once per address: the saga settles the status either way.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- status is read, not followed
  }, [dispatch, named, type, resuming]);
  return (
    <ConversionPage heading={heading} step={resuming ? undefined : step}>
      {resuming ? (
        <StatusMessage>{t('common.loading')}</StatusMessage>
      ) : (
        <>
          {step === 'Customize' && customize}
          {step === 'ESign' && conversionId && <EsignStep conversionId={conversionId} />}
          {step === 'Confirmation' && conversionId && <ConfirmationStep conversionId={conversionId} />}
          {status === 'denied' && step !== 'Customize' && <DenialDialog />}
        </>
      )}
    </ConversionPage>
  );
}
