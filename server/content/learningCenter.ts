// The learning-center links shown beside the application (getLearningCenterLinks): articles of the brand's Help Center
// page (server/content/legalPagesEn.ts and Es, the sections of the same ids), served as the client renders them.
// A link's title is its article's heading, in every language the portal speaks (`titles`; `title` is the English),
// so the links follow the customer's language and always read as the article they open.
// `active` false keeps a link listed for the brand but hidden until its article is live.
import { BRANDS, type BrandKey } from '../../brands/catalog';
import { LANGS, type Lang } from '../../src/lib/i18n/lang';
import { inEveryLang } from './catalogues';
import { documentBrand, legalDocument } from './legalPages';

export interface LearningCenterLink {
  title: string;
  titles: Record<Lang, string>;
  link: string;
  active: boolean;
}

/** The Help Center's section headings by section id, in `lang`. */
function articleHeadings(brand: BrandKey, lang: Lang): Map<string, string> {
  const help = legalDocument('help', lang, documentBrand(brand, lang));
  return new Map(help?.sections.map((section) => [section.id, section.heading]));
}

export function learningCenterLinksFor(brand: BrandKey): LearningCenterLink[] {
  const headings = new Map(LANGS.map((lang) => [lang, articleHeadings(brand, lang)]));
  const titleIn = (section: string, lang: Lang) => headings.get(lang)?.get(section) ?? section;
  const article = (section: string, active: boolean): LearningCenterLink => ({
    title: titleIn(section, 'en'),
    titles: inEveryLang((lang) => titleIn(section, lang)),
    link: `/pages/help?brand=${brand}#${section}`,
    active,
  });
  const { kind } = BRANDS[brand];
  const installment = kind === 'installment';
  return [
    article('how-it-works', true),
    article('what-you-need', true),
    article(installment ? 'installments' : 'due-date', true),
    article('budgeting', true),
    // The credit-building article is live for the products that build credit: the card and the installment loan.
    article('credit', kind === 'card' || installment),
  ];
}
