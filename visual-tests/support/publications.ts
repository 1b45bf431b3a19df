import type { Publication } from '../../src/content/types';

/**
 * The complete test owner's twelve publications as the site must show them (six with pictures, six
 * text-only rows), written out from owners/complete/content/publications.bib and its overrides: the expected values of
 * the behaviour tests, kept apart from the reader under test (unit/bibtex.spec.ts checks that the reader gives exactly this list).
 * Newest first.
 */
export const publications: Publication[] = [
  {
    id: 'lindqvist2026early',
    kind: 'Conference paper',
    title: 'Too Early, Too Late: The Timing of Robot Explanations and Its Effect on Trust Repair',
    authors: ['Maya Lindqvist', 'Jonas Berg', 'Henrik Dahl'],
    venue: 'HRI ’26: ACM/IEEE International Conference on Human-Robot Interaction, Edinburgh, UK',
    date: '2026-03-16',
    bibtex:
      '@inproceedings{lindqvist2026early,\n  author    = {Lindqvist, Maya and Berg, Jonas and Dahl, Henrik},\n  title     = {Too Early, Too Late: The Timing of Robot Explanations and Its Effect on Trust Repair},\n  booktitle = {HRI ’26: ACM/IEEE International Conference on Human-Robot Interaction},\n  address   = {Edinburgh, UK},\n  year      = {2026},\n  month     = mar,\n  day       = {16},\n  publisher = {ACM}\n}',
    image: 'images/publications/explanation-timing.svg',
    hoverImage: 'images/publications/explanation-timing-hover.svg',
    alt: 'A timeline with a robot icon and explanation markers placed before and after a failed action',
    pdfLink: 'https://example.org/papers/lindqvist-hri26-too-early-too-late.pdf',
    scholarLink: 'https://scholar.google.com/scholar?q=Timing+of+Robot+Explanations+Trust+Repair',
    slideLink: 'https://example.org/slides/hri26-too-early-too-late',
  },
  {
    id: 'lindqvist2025shift',
    kind: 'Conference paper',
    title: 'Shift Work with Robots: How Warehouse Teams Negotiate Space with Mobile Robots',
    authors: ['Maya Lindqvist', 'Karin Holm', 'Sofia Marchetti'],
    venue: 'CSCW ’25: ACM SIGCHI Conference on Computer-Supported Cooperative Work & Social Computing, Bergen, Norway',
    date: '2025-10-20',
    bibtex:
      '@inproceedings{lindqvist2025shift,\n  author    = {Lindqvist, Maya and Holm, Karin and Marchetti, Sofia},\n  title     = {Shift Work with Robots: How Warehouse Teams Negotiate Space with Mobile Robots},\n  booktitle = {CSCW ’25: ACM SIGCHI Conference on Computer-Supported Cooperative Work & Social Computing},\n  address   = {Bergen, Norway},\n  year      = {2025},\n  month     = oct,\n  day       = {20},\n  publisher = {ACM}\n}',
    image: 'images/publications/warehouse.svg',
    hoverImage: 'images/publications/warehouse-hover.svg',
    alt: 'Two workers and a mobile robot sharing an aisle between warehouse shelves',
    pdfLink: 'files/papers/lindqvist-cscw25-shift-work.pdf',
    scholarLink: 'https://scholar.google.com/scholar?q=How+Warehouse+Teams+Negotiate+Space+with+Mobile+Robots',
  },
  {
    id: 'nilsson2025asking',
    kind: 'Conference paper',
    title: 'Asking Before Acting: Conversational Check-ins by an Assistive Robot in a Care Home',
    authors: ['Ebba Nilsson', 'Maya Lindqvist', 'Aino Virtanen', 'Henrik Dahl'],
    venue:
      'RO-MAN 2025: IEEE International Conference on Robot and Human Interactive Communication, Eindhoven, Netherlands',
    date: '2025-08-26',
    bibtex:
      '@inproceedings{nilsson2025asking,\n  author    = {Nilsson, Ebba and Lindqvist, Maya and Virtanen, Aino and Dahl, Henrik},\n  title     = {Asking Before Acting: Conversational Check-ins by an Assistive Robot in a Care Home},\n  booktitle = {RO-MAN 2025: IEEE International Conference on Robot and Human Interactive Communication},\n  address   = {Eindhoven, Netherlands},\n  year      = {2025},\n  month     = aug,\n  day       = {26},\n  publisher = {IEEE}\n}',
    image: 'images/publications/care-home.svg',
    hoverImage: 'images/publications/care-home-hover.svg',
    alt: 'A small assistive robot with a speech bubble next to an older adult seated in an armchair',
    scholarLink: 'https://scholar.google.com/scholar?q=Conversational+Check-ins+by+an+Assistive+Robot+in+a+Care+Home',
    slideLink: 'https://example.org/slides/roman25-asking-before-acting',
  },
  {
    id: 'lindqvist2025legible',
    kind: 'Journal article',
    title: 'Legible by Design: A Review of Motion Legibility Measures in Human–Robot Interaction',
    authors: ['Maya Lindqvist', 'Henrik Dahl'],
    venue: 'ACM Transactions on Human-Robot Interaction (THRI), 14(2)',
    date: '2025-02-20',
    bibtex:
      '@article{lindqvist2025legible,\n  author    = {Lindqvist, Maya and Dahl, Henrik},\n  title     = {Legible by Design: A Review of Motion Legibility Measures in Human–Robot Interaction},\n  journal   = {ACM Transactions on Human-Robot Interaction (THRI)},\n  volume    = {14},\n  number    = {2},\n  articleno = {21},\n  year      = {2025},\n  month     = feb,\n  day       = {20},\n  publisher = {ACM},\n  doi       = {10.1145/3711000.0000003}\n}',
    doiLink: 'https://doi.org/10.1145/3711000.0000003',
    image: 'images/publications/legibility-review.svg',
    hoverImage: 'images/publications/legibility-review-hover.svg',
    alt: 'Three curved robot motion paths plotted on a chart, one highlighted as the most legible',
    pdfLink: 'files/papers/lindqvist-thri25-legible-by-design.pdf',
    scholarLink:
      'https://scholar.google.com/scholar?q=Legible+by+Design+Motion+Legibility+Measures+Human-Robot+Interaction',
  },
  {
    id: 'lindqvist2024show',
    kind: 'Conference paper',
    title: 'Show, Then Move: Projected Intent Cues and Trust Calibration in Human–Robot Collaboration',
    authors: ['Maya Lindqvist', 'Sofia Marchetti', 'Jonas Berg', 'Henrik Dahl'],
    venue: 'CHI ’24: ACM Conference on Human Factors in Computing Systems, Honolulu, USA',
    date: '2024-05-11',
    bibtex:
      "@inproceedings{lindqvist2024show,\n  author    = {Lindqvist, Maya and Marchetti, Sofia and Berg, Jonas and Dahl, Henrik},\n  title     = {Show, Then Move: Projected Intent Cues and Trust Calibration in Human–Robot Collaboration},\n  booktitle = {CHI ’24: ACM Conference on Human Factors in Computing Systems},\n  address   = {Honolulu, USA},\n  series    = {CHI '24},\n  year      = {2024},\n  month     = may,\n  day       = {11},\n  publisher = {ACM},\n  doi       = {10.1145/3613904.0000002}\n}",
    doiLink: 'https://doi.org/10.1145/3613904.0000002',
    image: 'images/publications/projected-intent.svg',
    hoverImage: 'images/publications/projected-intent-hover.svg',
    alt: 'A robot projects an arrow on a workbench showing where it will move next, while a person watches',
    pdfLink: 'files/papers/lindqvist-chi24-projected-intent.pdf',
    scholarLink:
      'https://scholar.google.com/scholar?q=Projected+Intent+Cues+and+Trust+Calibration+in+Human-Robot+Collaboration',
    slideLink: 'https://example.org/slides/chi24-show-then-move',
  },
  {
    id: 'lindqvist2023gaze',
    kind: 'Poster',
    title: 'Where Is It Looking? Robot Gaze Cues for Object Handovers in Shared Workspaces',
    authors: ['Maya Lindqvist', 'Jonas Berg', 'Aino Virtanen'],
    venue: 'HRI ’23 Late-Breaking Reports (poster), Stockholm, Sweden',
    date: '2023-03-14',
    bibtex:
      "@inproceedings{lindqvist2023gaze,\n  author    = {Lindqvist, Maya and Berg, Jonas and Virtanen, Aino},\n  title     = {Where Is It Looking? Robot Gaze Cues for Object Handovers in Shared Workspaces},\n  booktitle = {HRI ’23 Late-Breaking Reports (poster)},\n  address   = {Stockholm, Sweden},\n  series    = {HRI '23},\n  year      = {2023},\n  month     = mar,\n  day       = {14},\n  pages     = {412–416},\n  publisher = {ACM},\n  doi       = {10.1145/3568294.0000001}\n}",
    doiLink: 'https://doi.org/10.1145/3568294.0000001',
    image: 'images/publications/gaze-handover.svg',
    hoverImage: 'images/publications/gaze-handover-hover.svg',
    alt: 'A robot arm turns its camera head towards a cup that a person is reaching for',
    pdfLink: 'files/papers/lindqvist-hri23-gaze-handover.pdf',
    scholarLink: 'https://scholar.google.com/scholar?q=Robot+Gaze+Cues+for+Object+Handovers+in+Shared+Workspaces',
  },
  {
    id: 'berg2022tablet',
    kind: 'Journal article',
    title: 'Who Holds the Tablet? Shared Control of a Telepresence Robot in Group Meetings',
    authors: ['Jonas Berg*', 'Maya Lindqvist*', 'Henrik Dahl'],
    venue: 'International Journal of Social Robotics, 14(6)',
    date: '2022-08',
    bibtex:
      '@article{berg2022tablet,\n  author  = {Berg*, Jonas and Lindqvist*, Maya and Dahl, Henrik},\n  title   = {Who Holds the Tablet? Shared Control of a Telepresence Robot in Group Meetings},\n  journal = {International Journal of Social Robotics},\n  volume  = {14},\n  number  = {6},\n  pages   = {1411–1427},\n  year    = {2022},\n  month   = aug,\n  doi     = {10.1007/s12369-022-00000-1}\n}',
    doiLink: 'https://doi.org/10.1007/s12369-022-00000-1',
    preview: 'images/publications/care-home.svg',
  },
  {
    id: 'lindqvist2022trust',
    kind: 'Conference paper',
    title: 'Trust Is a Moving Target: Measuring Trust in Robots Over a Working Week',
    authors: ['Maya Lindqvist', 'Henrik Dahl'],
    venue: 'HRI 2022 Workshop on Longitudinal Human-Robot Interaction',
    date: '2022-03-07',
    bibtex:
      '@inproceedings{lindqvist2022trust,\n  author    = {Lindqvist, Maya and Dahl, Henrik},\n  title     = {Trust Is a Moving Target: Measuring Trust in Robots Over a Working Week},\n  booktitle = {HRI 2022 Workshop on Longitudinal Human-Robot Interaction},\n  year      = {2022},\n  month     = mar,\n  day       = {7},\n  url       = {https://example.org/workshops/lhri22/lindqvist}\n}',
    url: 'https://example.org/workshops/lhri22/lindqvist',
    preview: 'images/publications/projected-intent.svg',
  },
  {
    id: 'okafor2021crowd',
    kind: 'Conference paper',
    title: 'Robots in the Crowd: A Field Study of Delivery Robots on a University Campus',
    authors: [
      'Ada Okafor',
      'Karin Holm',
      'Jonas Berg',
      'Aino Virtanen',
      'Sofia Marchetti',
      'Ebba Nilsson',
      'Yong-Chang Wang-Zheng',
      'Claire Moreau',
      'Maya Lindqvist',
      'Petr Novak',
      'Leila Haddad',
      'Henrik Dahl',
    ],
    venue: 'RO-MAN 2021: IEEE International Conference on Robot and Human Interactive Communication, Vancouver, Canada',
    date: '2021-08',
    bibtex:
      '@inproceedings{okafor2021crowd,\n  author    = {Okafor, Ada and Holm, Karin and Berg, Jonas and Virtanen, Aino and Marchetti, Sofia and Nilsson, Ebba and Wang-Zheng, Yong-Chang and Moreau, Claire and Lindqvist, Maya and Novak, Petr and Haddad, Leila and Dahl, Henrik},\n  title     = {Robots in the Crowd: A Field Study of Delivery Robots on a University Campus},\n  booktitle = {RO-MAN 2021: IEEE International Conference on Robot and Human Interactive Communication},\n  address   = {Vancouver, Canada},\n  year      = {2021},\n  month     = aug,\n  doi       = {10.1109/RO-MAN50785.2021.0000001}\n}',
    doiLink: 'https://doi.org/10.1109/RO-MAN50785.2021.0000001',
    abbr: 'RO-MAN',
    award: 'Best Paper Award',
    preview: 'images/profile/portrait-robot.jpg',
  },
  {
    id: 'lindqvist2021legibility',
    kind: 'Preprint',
    title: 'Legible Motion for Mobile Robots: A Dataset of Human Path Predictions',
    authors: ['Maya Lindqvist', 'Jonas Berg'],
    venue: 'arXiv:2105.01234',
    date: '2021-05',
    bibtex:
      '@misc{lindqvist2021legibility,\n  author        = {Lindqvist, Maya and Berg, Jonas},\n  title         = {Legible Motion for Mobile Robots: A Dataset of Human Path Predictions},\n  year          = {2021},\n  month         = may,\n  eprint        = {2105.01234},\n  archiveprefix = {arXiv},\n  primaryclass  = {cs.RO}\n}',
    arxivLink: 'https://arxiv.org/abs/2105.01234',
  },
  {
    id: 'lindqvist2020thesis',
    kind: 'Thesis',
    title: 'Predicting Where People Walk: Motion Models for Socially Aware Robot Navigation',
    authors: ['Maya Lindqvist'],
    venue: 'Master’s thesis, KTH Royal Institute of Technology',
    date: '2020-06',
    bibtex:
      '@mastersthesis{lindqvist2020thesis,\n  author  = {Lindqvist, Maya},\n  title   = {Predicting Where People Walk: Motion Models for Socially Aware Robot Navigation},\n  school  = {KTH Royal Institute of Technology},\n  address = {Stockholm, Sweden},\n  year    = {2020},\n  month   = jun\n}',
  },
  {
    id: 'lindqvist2019poster',
    kind: 'Poster',
    title: 'A Robot That Says Sorry: Apology Strategies after Navigation Errors',
    authors: ['Maya Lindqvist', 'Aino Virtanen'],
    venue: 'HRI ’19 Late-Breaking Reports (poster), Daegu, Korea',
    date: '2019-03',
    bibtex:
      '@inproceedings{lindqvist2019poster,\n  author    = {Lindqvist, Maya and Virtanen, Aino},\n  title     = {A Robot That Says Sorry: Apology Strategies after Navigation Errors},\n  booktitle = {HRI ’19 Late-Breaking Reports (poster)},\n  address   = {Daegu, Korea},\n  year      = {2019},\n  month     = mar,\n  publisher = {ACM}\n}',
  },
];
