import type { Profile } from '../../../../src/content/types';

/** A test owner who writes in Simplified Chinese, with Latin names and venues mixed in as real owners have. */
export const profile: Profile = {
  name: '林晓雯',
  role: '人机交互方向博士研究生',
  affiliation: {
    name: '东湖大学 智能交互实验室',
    href: 'https://example.org/donghu-hci-lab',
  },
  greeting: '你好，我是林晓雯。',
  intro: [
    '我是东湖大学智能交互实验室的四年级博士生，研究服务机器人如何在养老院和医院里向人解释自己的下一步动作，以及人们在什么时候愿意相信它。',
    '我的工作结合实地调研与实验室实验：在两家养老院做了半年观察，也自己搭建原型，包括会“看”物体的机械臂和投影提示系统（Projection Cue）。',
  ],
  photo: {
    src: 'images/profile/portrait.jpg',
    hoverSrc: 'images/profile/portrait-robot.jpg',
    alt: '林晓雯站在写满草图的白板前微笑',
  },
  email: 'lin.xiaowen@example.org',
  links: {
    code: 'https://github.com/example-xiaowen',
    scholar: 'https://scholar.google.com/citations?user=EXAMPLE789',
  },
  linkLabels: { code: 'GitHub' },
  collaboration: '欢迎就服务机器人、实验设计或合作研究与我联系。',
  site: {
    title: '林晓雯 — 人机交互研究',
    description: '林晓雯是研究服务机器人可解释性与信任的博士研究生。',
    url: 'https://example.org/',
    locale: 'zh-CN',
  },
};
