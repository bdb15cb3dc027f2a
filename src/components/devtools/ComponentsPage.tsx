// The living page of the design system: every shared component in every brand, side by side, each column under
// its brand's theme (buttons, the actions drawn as buttons, summary figures, fields, alerts, progress, a dialog).
// A new component in src/components gets a sample here. Development builds only (src/features/devtools/routes.ts).
import { Form, Formik } from 'formik';
import { useState } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { BRANDS, type BrandKey } from '../../../brands/catalog';
import { themeFor } from '../../../brands/themes';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Card } from '../Card';
import { Dialog, DialogActions } from '../Dialog';
import { Logo } from '../Logo';
import { MaskedField } from '../MaskedField';
import { PasswordField } from '../PasswordField';
import { PrimaryAction, SecondaryAction } from '../PrimaryAction';
import { Stepper } from '../Stepper';
import { SummaryFigure, SummaryFigures } from '../SummaryFigure';
import { TextField } from '../TextField';
import { useT } from '../../lib/i18n';
import { formatCents } from '../../lib/money';

const KEYS = Object.keys(BRANDS) as BrandKey[];
/** Where the sample actions lead: this page, so following one changes nothing. */
const PAGE = '/devtools/components';
// Sample input: an unfinished e-mail (to show a field error) and a date typed as digits (to show the mask).
const SAMPLE_VALUES = { email: 'maria@', dateOfBirth: '04121985', password: '' };

const Page = styled.main`
  padding: ${({ theme }) => theme.spacing.lg};
  font-family: ${({ theme }) => theme.fonts.body};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

/** One brand's column: its canvas, font and text colour, whatever the page around it uses. */
const Column = styled.section`
  background: ${({ theme }) => theme.colors.canvas};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  color-scheme: ${({ theme }) => theme.colorScheme};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
  }
`;

const Header = styled.div`
  background: ${({ theme }) => theme.colors.background};
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

function BrandColumn({ brand }: { brand: BrandKey }) {
  const { t } = useT();
  const [dialogOpen, setDialogOpen] = useState(false);
  const id = (name: string) => `${brand}-${name}`;
  return (
    <ThemeProvider theme={themeFor(brand)}>
      <Column aria-labelledby={id('heading')} data-brand={brand}>
        <Header>
          <h2 id={id('heading')}>{BRANDS[brand].name}</h2>
          <Logo brand={brand} />
        </Header>
        <div>
          <h3>{t('devtools.components.buttons')}</h3>
          <Row>
            <Button type="button">{t('common.continue')}</Button>
            <Button type="button" $variant="secondary">
              {t('common.goBack')}
            </Button>
            <Button type="button" disabled>
              {t('devtools.components.disabled')}
            </Button>
          </Row>
        </div>
        <div>
          <h3>{t('devtools.components.actions')}</h3>
          <Row>
            <PrimaryAction to={PAGE}>{t('account.loan.payNow')}</PrimaryAction>
            <SecondaryAction to={PAGE}>{t('account.loan.convert')}</SecondaryAction>
          </Row>
        </div>
        <Card>
          <h3>{t('devtools.components.figures')}</h3>
          <SummaryFigures $lead>
            <SummaryFigure
              label={t('account.loan.amountDue')}
              value={formatCents(34_500)}
              tone="emphasised"
              note={t('account.loan.daysUntilDue', { days: 10 })}
            />
            <SummaryFigure
              label={t('account.loan.pastDue')}
              value={formatCents(28_750)}
              tone="alert"
              note={t('account.loan.daysPastDue', { days: 6 })}
            />
          </SummaryFigures>
          <SummaryFigures>
            <SummaryFigure label={t('account.loan.amount')} value={formatCents(30_000)} />
            <SummaryFigure label={t('account.loan.financeCharge')} value={formatCents(4_500)} />
          </SummaryFigures>
        </Card>
        <Card>
          <h3>{t('devtools.components.fields')}</h3>
          <Formik
            initialValues={SAMPLE_VALUES}
            initialTouched={{ email: true }}
            initialErrors={{ email: 'devtools.components.fieldError' }}
            onSubmit={() => undefined}
          >
            <Form noValidate>
              <TextField name="email" id={id('email')} label={t('common.email')} type="email" />
              <MaskedField name="dateOfBirth" id={id('dob')} kind="date" label={t('common.dateOfBirth')} />
              <PasswordField name="password" id={id('password')} label={t('common.password')} showRules />
              <Button type="submit">{t('common.continue')}</Button>
            </Form>
          </Formik>
        </Card>
        <div>
          <h3>{t('devtools.components.alerts')}</h3>
          <Alert tone="error" autoFocus={false}>
            {t('devtools.components.alertError')}
          </Alert>
          <Alert tone="success">{t('devtools.components.alertSuccess')}</Alert>
          <Alert tone="info">{t('devtools.components.alertInfo')}</Alert>
        </div>
        <div>
          <h3>{t('devtools.components.progress')}</h3>
          <Stepper
            label={`${t('devtools.components.progress')} (${BRANDS[brand].name})`}
            steps={[t('devtools.components.step1'), t('devtools.components.step2'), t('devtools.components.step3')]}
            current={2}
          />
        </div>
        <div>
          <h3>{t('devtools.components.dialog')}</h3>
          <Button type="button" $variant="secondary" onClick={() => setDialogOpen(true)}>
            {t('devtools.components.openDialog')}
          </Button>
          {dialogOpen && (
            <Dialog
              title={t('devtools.components.dialogTitle')}
              description={t('devtools.components.dialogBody')}
              onEscape={() => setDialogOpen(false)}
            >
              <DialogActions>
                <Button type="button" onClick={() => setDialogOpen(false)}>
                  {t('devtools.components.close')}
                </Button>
              </DialogActions>
            </Dialog>
          )}
        </div>
      </Column>
    </ThemeProvider>
  );
}

export default function ComponentsPage() {
  const { t } = useT();
  return (
    <Page>
      <h1>{t('devtools.components.title')}</h1>
      <p>{t('devtools.components.intro')}</p>
      <Columns>
        {KEYS.map((brand) => (
          <BrandColumn key={brand} brand={brand} />
        ))}
      </Columns>
    </Page>
  );
}
