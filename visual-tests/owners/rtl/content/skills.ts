import type { SkillGroup } from '../../../../src/content/types';

export const skills: SkillGroup[] = [
  {
    id: 'methods',
    title: 'مناهج البحث',
    skills: ['التعليق اللغوي', 'تصميم المعايير', 'المقابلات شبه المنظمة', 'النماذج الإحصائية المختلطة'],
  },
  {
    id: 'programming',
    title: 'البرمجة والبيانات',
    skills: ['Python', 'PyTorch', 'Hugging Face', 'R', 'Git'],
  },
  {
    id: 'languages',
    title: 'اللغات',
    skills: ['العربية (اللغة الأم)', 'الإنجليزية (بطلاقة)', 'الفرنسية (متوسط)'],
  },
];
