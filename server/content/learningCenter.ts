// The learning-center links shown beside the application (getLearningCenterLinks): articles of the brand's Help Center
// page (server/content/legalPagesEn.ts and Es, the sections of the same ids), served as the client renders them.
// `active` false keeps a link listed for the brand but hidden until its article is live.
import { BRANDS, type BrandKey } from '../../brands/catalog';

export interface LearningCenterLink {
  title: string;
  link: string;
  active: boolean;
}

export function learningCenterLinksFor(brand: BrandKey): LearningCenterLink[] {
  const article = (section: string) => `/pages/help?brand=${brand}#${section}`;
  const { kind } = BRANDS[brand];
  const installment = kind === 'installment';
  return [
    { title: 'How our loans work', link: article('how-it-works'), active: true },
    { title: 'What you need to apply', link: article('what-you-need'), active: true },
    {
      title: installment ? 'Understanding installment payments' : 'Understanding your due date',
      link: article(installment ? 'installments' : 'due-date'),
      active: true,
    },
    { title: 'Budgeting basics', link: article('budgeting'), active: true },
    // The credit-building article is live for the products that build credit: the card and the installment loan.
    { title: 'Building your credit', link: article('credit'), active: kind === 'card' || installment },
  ];
}
