import type { Profile } from '../../../../src/content/types';

/** A test owner who writes in Arabic (right to left), with Latin names and venues mixed in as real owners have. */
export const profile: Profile = {
  name: 'ليلى منصور',
  role: 'باحثة دكتوراه في معالجة اللغات الطبيعية للهجات العربية',
  affiliation: {
    name: 'مختبر اللسانيات الحاسوبية، جامعة النيل الأزرق',
    href: 'https://example.org/nile-nlp-lab',
  },
  greeting: 'أهلًا، أنا ليلى.',
  intro: [
    'أدرس في السنة الثالثة من الدكتوراه كيف تفهم النماذج اللغوية اللهجات العربية المكتوبة على وسائل التواصل، ولماذا تخطئ حين يمزج الكاتب بين العامية والفصحى والإنجليزية في جملة واحدة.',
    'أبني مجموعات بيانات مفتوحة مع متطوعين من القاهرة والإسكندرية وأسوان، وأختبر النماذج على نصوص حقيقية لا على ترجمات آلية.',
  ],
  photo: {
    src: 'images/profile/portrait.jpg',
    hoverSrc: 'images/profile/portrait-robot.jpg',
    alt: 'ليلى منصور تبتسم أمام سبورة مليئة بالرسومات',
  },
  email: 'layla.mansour@example.org',
  links: {
    code: 'https://github.com/example-layla',
    scholar: 'https://scholar.google.com/citations?user=EXAMPLE456',
  },
  linkLabels: { code: 'GitHub' },
  collaboration: 'يسعدني الحديث عن بيانات اللهجات أو تقييم النماذج أو أي تعاون بحثي، فراسلوني.',
  site: {
    title: 'ليلى منصور — معالجة اللغات الطبيعية',
    description: 'ليلى منصور باحثة دكتوراه تدرس فهم النماذج اللغوية للهجات العربية.',
    url: 'https://example.org/',
    locale: 'ar-EG',
  },
};
