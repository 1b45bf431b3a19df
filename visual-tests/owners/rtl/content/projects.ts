import type { Project } from '../../../../src/content/types';

export const currentProjects: Project[] = [
  {
    id: 'dialect-corpus',
    title: 'مدونة اللهجات المصرية المفتوحة',
    description:
      'مجموعة بيانات من منشورات حقيقية باللهجات المصرية، يصنّفها متطوعون من ثلاث مدن، مع ملاحظات عن المزج بين العامية والإنجليزية.',
    details: 'مختبر اللسانيات الحاسوبية · الدراسة الأولى في الأطروحة',
    date: '2025-10',
    image: 'images/projects/intent-projection.svg',
    hoverImage: 'images/projects/intent-projection-hover.svg',
    alt: 'ذراع آلية تعرض سهمًا مضيئًا على طاولة عمل',
    home: true,
  },
  {
    id: 'code-switching-eval',
    title: 'تقييم النماذج على النصوص المختلطة',
    description: 'معيار صغير لقياس أخطاء النماذج حين تنتقل الجملة من العربية إلى English ثم تعود.',
    details: 'بالتعاون مع مجموعة Trustworthy NLP',
    date: '2025-03',
    image: 'images/projects/explanation-timing.svg',
    hoverImage: 'images/projects/explanation-timing-hover.svg',
    alt: 'روبوت بجانب فقاعة كلام وساعة',
    home: true,
  },
];

export const pastProjects: Project[] = [
  {
    id: 'aswan-fieldwork',
    title: 'العمل الميداني في أسوان',
    description: 'ستة أشهر من جمع التسجيلات والنصوص مع مدرسين في أسوان، لفهم الفروق بين لهجات الصعيد.',
    details: 'منحة صندوق البحث العلمي',
    date: '2024-06',
    image: 'images/projects/warehouse-aisles.svg',
    hoverImage: 'images/projects/warehouse-aisles-hover.svg',
    alt: 'روبوت متنقل وعامل يمران بين رفوف عالية',
  },
  {
    id: 'talk-summer-school',
    title: 'محاضرة: كيف نقيّم فهم اللهجات؟',
    description: 'محاضرة تعليمية لطلبة الدراسات العليا عن مقاييس التقييم وحدودها.',
    details: 'المدرسة الصيفية للغات الطبيعية، عمّان',
    date: '2025-06',
    image: 'images/projects/talk-legibility.svg',
    hoverImage: 'images/projects/talk-legibility-hover.svg',
    alt: 'متحدثة أمام شاشة عليها مسارات منحنية',
  },
];
