// /loan/conversion: "Choose the Option That's Right for You", the two offers and
// the footnote. With one type offered, the preliminary underwriting runs at once; with several, the customer picks one
// and confirms in the authorize dialog first. An offer withdrawn (none left, or underwriting not
// APPROVED) shows the denial modal.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useConversionOffersQuery } from '../../../api/conversion/endpoints';
import { conversionOfferChosen, conversionPageOpened, type ConversionType } from '../../../store/conversion';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Dialog, DialogActions } from '../../components/Dialog';
import { RefusalAlert } from '../../components/RefusalAlert';
import { StatusMessage } from '../../components/StatusMessage';
import { useT } from '../../lib/i18n';
import { ConversionPage, useCustomerCode } from './ConversionPage';
import { DenialDialog } from './DenialDialog';

const Offers = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

const OFFER_KEYS = {
  CONVERSION: { title: 'conversion.choose.convert.title', body: 'conversion.choose.convert.benefits' },
  REFINANCE: { title: 'conversion.choose.refinance.title', body: 'conversion.choose.refinance.benefits' },
} as const;

function AuthorizeDialog({ onAgree, onCancel }: { onAgree: () => void; onCancel: () => void }) {
  const { t } = useT();
  const agree = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={t('conversion.authorize.title')}
      description={t('conversion.authorize.body')}
      initialFocus={agree}
      onEscape={onCancel}
    >
      <DialogActions>
        <Button ref={agree} type="button" onClick={onAgree}>
          {t('conversion.authorize.agree')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('conversion.authorize.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default function ChooseScreen() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const { customerCode, known, isError: codesFailed } = useCustomerCode();
  const { status, message } = useAppSelector((s) => s.conversion);
  const { data, isLoading, isError } = useConversionOffersQuery(
    { customerCode },
    { skip: !customerCode, refetchOnMountOrArgChange: true },
  );
  const offered = data?.conversionTypes.filter((c): c is ConversionType => c === 'CONVERSION' || c === 'REFINANCE');
  const [authorizing, setAuthorizing] = useState<ConversionType | null>(null);
  useEffect(() => {
    dispatch(conversionPageOpened());
  }, [dispatch]);
  const single = offered?.length === 1 ? offered[0] : undefined;
  // One type offered: its underwriting runs without asking which.
  useEffect(() => {
    if (single && customerCode) dispatch(conversionOfferChosen({ customerCode, type: single }));
  }, [single, customerCode, dispatch]);

  // No loan-system record (the server said so): nothing to convert, the same modal as an offer withdrawn.
  const denied = status === 'denied' || (offered !== undefined && offered.length === 0) || (known && !customerCode);
  return (
    <ConversionPage heading={t('conversion.choose.title')}>
      {message && <RefusalAlert message={message} />}
      {(isError || codesFailed) && <RefusalAlert message={t('conversion.error.generic')} />}
      {(isLoading || (!known && !codesFailed)) && <StatusMessage>{t('conversion.choose.loading')}</StatusMessage>}
      {status === 'working' && <StatusMessage>{t('conversion.choose.checking')}</StatusMessage>}
      {offered && offered.length > 1 && (
        <>
          <Offers>
            {offered.map((type) => (
              <Card key={type} aria-labelledby={`offer-${type}`}>
                <h2 id={`offer-${type}`}>{t(OFFER_KEYS[type].title)}</h2>
                <p>{t(OFFER_KEYS[type].body)}</p>
                <Button
                  type="button"
                  aria-describedby={`offer-${type}`}
                  disabled={status === 'working'}
                  onClick={() => setAuthorizing(type)}
                >
                  {t('conversion.choose.select')}
                </Button>
              </Card>
            ))}
          </Offers>
          {offered.includes('REFINANCE') && <p>{t('conversion.choose.footnote')}</p>}
        </>
      )}
      {authorizing && (
        <AuthorizeDialog
          onCancel={() => setAuthorizing(null)}
          onAgree={() => {
            dispatch(conversionOfferChosen({ customerCode, type: authorizing }));
            setAuthorizing(null);
          }}
        />
      )}
      {denied && <DenialDialog />}
    </ConversionPage>
  );
}
