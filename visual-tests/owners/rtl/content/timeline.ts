import type { TimelineEntry } from '../../../../src/content/types';

export const education: TimelineEntry[] = [
  {
    id: 'phd',
    date: '2023-09',
    current: true,
    logo: 'images/logos/nordhavn-university.svg',
    logoAlt: 'جامعة النيل الأزرق',
    title: 'دكتوراه في اللسانيات الحاسوبية',
    subtitle: 'مختبر اللسانيات الحاسوبية، جامعة النيل الأزرق',
    text: 'الأطروحة: «حين تتكلم الآلة بلهجتنا». بإشراف أ. د. سامي عبد الله.',
  },
  {
    id: 'msc',
    date: '2021-09',
    endDate: '2023-06',
    logo: 'images/logos/tallberg-tech.svg',
    logoAlt: 'معهد الإسكندرية للتقنية',
    title: 'ماجستير في علوم الحاسب',
    subtitle: 'معهد الإسكندرية للتقنية',
    text: 'بتقدير امتياز. رسالة عن تصنيف المشاعر في التغريدات المكتوبة بالعامية.',
  },
];

export const experience: TimelineEntry[] = [
  {
    id: 'researcher',
    date: '2023-09',
    current: true,
    logo: 'images/logos/interactive-robotics-lab.svg',
    logoAlt: 'مختبر اللسانيات الحاسوبية',
    title: 'باحثة ومساعدة تدريس',
    subtitle: 'مختبر اللسانيات الحاسوبية، جامعة النيل الأزرق',
    text: 'تدير دراسات التعليق في المختبر وتدرّس مقرر «مقدمة في معالجة اللغات» لنحو 90 طالبًا في العام.',
  },
  {
    id: 'intern',
    date: '2024-06',
    endDate: '2024-09',
    logo: 'images/logos/kestrel-robotics.svg',
    logoAlt: 'Kestrel Labs',
    title: 'متدربة بحثية',
    subtitle: 'Kestrel Labs',
    text: 'قيّمت نموذج تعرّف على الكلام على تسجيلات من 38 متحدثًا من الصعيد.',
  },
];

export const awardsAndTalks: TimelineEntry[] = [
  {
    id: 'best-paper',
    date: '2025-05',
    logo: 'images/logos/award.svg',
    logoAlt: 'شريط جائزة',
    title: 'جائزة أفضل ورقة، ArabicNLP 2025',
    text: 'عن ورقة «مدونة مفتوحة للهجات المصرية».',
  },
  {
    id: 'travel-grant',
    date: '2024-02',
    logo: 'images/logos/nordhavn-university.svg',
    logoAlt: 'جامعة النيل الأزرق',
    title: 'منحة سفر للدكتوراه',
    subtitle: 'مؤسسة البحث العلمي بالجامعة',
    text: 'منحة تنافسية لحضور المؤتمرات والزيارة البحثية.',
  },
];
