// The application's other screens as a customer meets them: the account step's consents, the products in their display
// order with their amounts, APR and example, the store step (a store or none), every income field and the code its
// source maps to, resume and the welcome-back dialog, the progress bar, co-browse only after its disclaimer, Spanish.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationApi, type ProductAvailability } from '../../../api/application/endpoints';
import AccountScreen from '../../../src/features/application/AccountScreen';
import IncomeScreen from '../../../src/features/application/IncomeScreen';
import { NotInState } from '../../../src/features/application/OutcomePages';
import ProductPreferenceScreen from '../../../src/features/application/ProductPreferenceScreen';
import ResumeScreen from '../../../src/features/application/ResumeScreen';
import StoreSelectScreen from '../../../src/features/application/StoreSelectScreen';
import WelcomeScreen from '../../../src/features/application/WelcomeScreen';
import { loadLang } from '../../../src/lib/i18n/translate';
import { WEEK } from '../../../src/lib/stores';
import { applicationResumable, applicationSettled } from '../../../store/application';
import { flagsLoaded } from '../../../store/flags';
import { application, withPersonal, withProduct } from '../features/applicationFixtures';
import { renderApplicationScreen } from './applicationHarness';
import { axeViolations } from './axe';

type Product = ProductAvailability['products'][number];
const product = (over: Partial<Product>): Product => ({
  name: 'Payday Loan',
  productCode: 'PDL',
  channel: 'ONLINE',
  brand: 'lumen',
  lenderBrand: null,
  minLoan: 10000,
  maxLoan: 50000,
  minTerm: 14,
  maxTerm: 31,
  aprLow: 200,
  aprHigh: 400,
  exampleBorrow: 30000,
  exampleAPR: 390.5,
  exampleTerm: 14,
  exampleTotal: 34500,
  examplePaymentAmount: 34500,
  ...over,
});

const AVAILABILITY: ProductAvailability = {
  stateCode: 'OH',
  retailChoiceEnabled: true,
  partnerHasOnline: true,
  partnerHasRetail: true,
  customerEligibleForBank: null,
  customerStoreNumber: null,
  nonCheetahRetailAvailable: false,
  products: [
    product({}),
    product({
      name: 'Installment Loan',
      productCode: 'ILP',
      minLoan: 20000,
      maxLoan: 140000,
      aprLow: 125,
      aprHigh: 225,
      exampleBorrow: 140000,
      exampleAPR: 209.11,
      exampleTotal: 441852,
      examplePaymentAmount: 11942,
    }),
  ],
  preApprovedProducts: [],
  xactExamples: null,
  applicationConversionEligibility: null,
};

/** The learning-center links as the server sends them (server/content/learningCenter.ts): one live, one not yet. */
const HELP_LINKS = [
  {
    title: 'How our loans work',
    titles: { en: 'How our loans work', es: 'Cómo funcionan nuestros préstamos' },
    link: '/pages/help?brand=lumen#how-it-works',
    active: true,
  },
  {
    title: 'Building your credit',
    titles: { en: 'Building your credit', es: 'Cómo construir su crédito' },
    link: '/pages/help?brand=lumen#credit',
    active: false,
  },
];

describe('the account step', () => {
  it('names the e-mail the customer applies with and sends their consents', async () => {
    const { user, sent } = await renderApplicationScreen(<AccountScreen />, { route: '/application/account' });
    expect(screen.getByText('new.customer@example.com')).toBeVisible();
    await user.click(screen.getByLabelText(/Text me about my application/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(sent('application/applicationStartSubmitted')).toEqual([
        { consents: { smsOptIn: true, canShareInfo: false } },
      ]),
    );
  });
});

describe('product preference', () => {
  const render = () =>
    renderApplicationScreen(<ProductPreferenceScreen />, {
      route: '/application/product-preference',
      application: withPersonal(application()),
      cached: [['getProductAvailability', { stateCode: 'OH', brandName: 'lumen' } as never, AVAILABILITY]],
    });

  it('lists the products in the display order with their amounts, APR range and example', async () => {
    await render();
    const radios = within(screen.getByRole('group', { name: 'Loan type' })).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent?.split('Online')[0])).toEqual([
      'Installment Loan',
      'Payday Loan',
    ]);
    expect(screen.getByText('Borrow $200.00 to $1,400.00')).toBeVisible();
    expect(screen.getByText('APR 125% to 225%')).toBeVisible();
    expect(
      screen.getByText('Example: borrow $1,400.00, 37 payments of $119.42, $4,418.52 in all, at 209.11% APR.'),
    ).toBeVisible();
    // What the APR depends on is stated beside it.
    expect(
      screen.getByText('These APRs assume payments every two weeks, the first 14 days after the loan is made.'),
    ).toBeVisible();
  });

  it('compares the loans side by side in a dialog, and closes it back to its button', async () => {
    const { user } = await render();
    const compare = screen.getByRole('button', { name: 'Compare loans' });
    await user.click(compare);
    const dialog = screen.getByRole('dialog', { name: 'Compare loans' });
    expect(within(dialog).getByRole('rowheader', { name: 'Example total of payments' })).toBeVisible();
    expect(within(dialog).getAllByRole('columnheader')).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(compare).toHaveFocus();
  });

  it('asks for a choice, then sends the product and its channel', async () => {
    const { user, sent } = await render();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Choose a loan')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /Payday Loan/ }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(sent('application/productPreferenceSubmitted')).toEqual([{ productCode: 'PDL', channel: 'ONLINE' }]),
    );
  });
});

const NEARBY_STORE = {
  storeNumber: '0417',
  storeName: 'Harbor Check & Loan Broad St',
  addressLine1: '100 E Broad St',
  addressLine2: null,
  city: 'Columbus',
  state: 'OH',
  postalCode: '43215',
  latitude: 39.96,
  longitude: -83.0,
  phone: '6145550417',
  brand: 'harbor',
  hours: WEEK.map((day) => ({ day, openTime: '09:00', closeTime: '18:00', closed: day === 'SUNDAY' })),
  distance: 800,
};

describe('store select', () => {
  afterEach(() => void vi.unstubAllGlobals());

  it('sends the store chosen in the locator, or 2997 for no store', async () => {
    // The locator searches near the applicant's ZIP at once (POST /locations/search, stubbed here).
    const searched: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (!url.startsWith('/locations/search')) return Response.json([]);
        searched.push(JSON.parse(String(init?.body)));
        return Response.json({ origin: null, stores: [NEARBY_STORE] });
      }),
    );
    const { user, sent, play } = await renderApplicationScreen(<StoreSelectScreen />, {
      route: '/application/store-select',
      application: withProduct(withPersonal(application())),
    });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(screen.getAllByText('Choose a store')).toHaveLength(2));
    await user.click(await screen.findByRole('button', { name: 'Choose this store' }));
    expect(searched[0]).toMatchObject({
      postalCode: withPersonal(application()).customerInformation?.contactInformation?.address?.zipCode,
    });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(sent('application/storeSubmitted')).toEqual([{ storeNumber: '0417' }]));
    play(applicationSettled());
    await user.click(screen.getByRole('button', { name: 'Continue without a store' }));
    await waitFor(() => expect(sent('application/storeSubmitted')).toContainEqual({ storeNumber: '2997' }));
  });
});

describe('income', () => {
  it('asks for the employer only for employment, and sends the code the source maps to, cents and ISO dates', async () => {
    const { user, sent } = await renderApplicationScreen(<IncomeScreen />, {
      route: '/application/income',
      application: withProduct(withPersonal(application())),
    });
    expect(screen.queryByLabelText('Employer')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Main source of income'), 'ALIMONY');
    expect(screen.queryByLabelText('Employer')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Main source of income'), 'EMPLOYMENT');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some important information is missing or incorrect. Please fill in all required fields.',
    );
    await user.type(screen.getByLabelText('Employer'), 'Acme Tools');
    await user.selectOptions(screen.getByLabelText('How often are you paid?'), 'MON');
    await user.type(screen.getByLabelText('Take-home pay, per paycheck'), '1500');
    const inTenDays = new Date(Date.now() + 10 * 86_400_000);
    const typed = `${String(inTenDays.getMonth() + 1).padStart(2, '0')}${String(inTenDays.getDate()).padStart(2, '0')}${inTenDays.getFullYear()}`;
    await user.type(screen.getByLabelText('Next pay date (MM/DD/YYYY)'), typed);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(sent('application/incomeSubmitted')).toHaveLength(1));
    expect(sent('application/incomeSubmitted')[0]).toMatchObject({
      type: 'E',
      employerName: 'Acme Tools',
      paymentFrequency: 'MON',
      amountNet: 150000,
      nextPaymentDate: `${typed.slice(4)}-${typed.slice(0, 2)}-${typed.slice(2, 4)}`,
    });
  });
});

describe('welcome, resume and the welcome-back dialog', () => {
  it('offers a new start', async () => {
    await renderApplicationScreen(<WelcomeScreen />, { route: '/application/welcome' });
    expect(screen.getByRole('link', { name: 'Start my application' })).toHaveAttribute('href', '/application/account');
  });

  it('offers the saved application: continue, or start over', async () => {
    const { user, play, sent } = await renderApplicationScreen(<ResumeScreen />, { route: '/application/resume' });
    play(applicationResumable({ applicationId: 'app-1', page: '/application/income' }));
    await user.click(screen.getByRole('button', { name: 'Continue my application' }));
    expect(sent('application/resumeAccepted')).toHaveLength(1);
    play(applicationSettled());
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(sent('application/startOverRequested')).toHaveLength(1);
  });

  it('signed out: the welcome-back dialog, whose button leads to log in', async () => {
    const { user } = await renderApplicationScreen(<ResumeScreen />, { route: '/application/resume', signedIn: false });
    const dialog = screen.getByRole('dialog', { name: 'Welcome back!' });
    expect(dialog).toHaveTextContent('Your application is saved. Log in to pick up where you left off.');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(screen.getByTestId('navigated-to')).toHaveTextContent('/login');
  });
});

describe('around the flow', () => {
  it('shows the progress bar with "Step n of total" on the pages it covers, with no axe violation', async () => {
    const { container } = await renderApplicationScreen(<AccountScreen />, { route: '/application/account' });
    const bar = screen.getByRole('navigation', { name: 'Application progress' });
    expect(bar).toHaveTextContent('Step 1 of 5');
    expect(within(bar).getByText('Personal Information').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("puts the brand's learning-center links in the header, the live ones only, each saying it opens a new tab", async () => {
    const { play, container } = await renderApplicationScreen(<AccountScreen />, { route: '/application/account' });
    play(applicationApi.util.upsertQueryData('getLearningCenterLinks', undefined, HELP_LINKS));
    const help = await within(screen.getByRole('banner')).findByRole('navigation', {
      name: 'Help with your application',
    });
    expect(
      within(help)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/pages/help?brand=lumen#how-it-works']);
    expect(within(help).getByRole('link')).toHaveAccessibleName('How our loans work (opens in a new tab)');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('hides Loan Details from a returning customer', async () => {
    await renderApplicationScreen(<IncomeScreen />, {
      route: '/application/income',
      application: withPersonal(application()),
      returning: true,
    });
    const bar = screen.getByRole('navigation', { name: 'Application progress' });
    expect(bar).toHaveTextContent('Step 2 of 4');
    expect(bar).not.toHaveTextContent('Loan Details');
  });

  it('offers co-browse only with its flag, and starts it only after the disclaimer is agreed', async () => {
    const { user, play } = await renderApplicationScreen(<NotInState />, { route: '/application/not-in-state' });
    expect(screen.queryByRole('button', { name: 'Share my screen with an agent' })).not.toBeInTheDocument();
    play(flagsLoaded({ remoteSession: true }));
    await user.click(screen.getByRole('button', { name: 'Share my screen with an agent' }));
    const dialog = screen.getByRole('dialog', { name: 'Share your screen' });
    expect(dialog).toHaveTextContent('cannot type, click or submit anything for you');
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(/Your screen is shared/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share my screen with an agent' }));
    await user.click(screen.getByRole('button', { name: 'I agree: share my screen' }));
    expect(screen.getByText(/Your screen is shared with an agent/)).toBeVisible();
  });

  it('speaks Spanish', async () => {
    await loadLang('es');
    await renderApplicationScreen(<WelcomeScreen />, { route: '/application/welcome', lang: 'es' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Solicite un préstamo');
    expect(screen.getByRole('link', { name: 'Comenzar mi solicitud' })).toBeVisible();
  });

  it('titles the learning-center links in Spanish', async () => {
    await loadLang('es');
    const { play } = await renderApplicationScreen(<AccountScreen />, { route: '/application/account', lang: 'es' });
    play(applicationApi.util.upsertQueryData('getLearningCenterLinks', undefined, HELP_LINKS));
    const help = await within(screen.getByRole('banner')).findByRole('navigation', { name: 'Ayuda con su solicitud' });
    expect(within(help).getByRole('link')).toHaveAccessibleName(
      'Cómo funcionan nuestros préstamos (se abre en una pestaña nueva)',
    );
  });
});
