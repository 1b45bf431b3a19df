/** Home's featured projects as `virtual:home-projects` gives them (tooling/content/generatedModules.ts). */
export interface FeaturedProjects {
  /** The heading of the current projects (the owner's `sectionTitles.currentProjects`, or the default). */
  title: string;
  entries: ReadonlyArray<{ id: string; title: string; description: string }>;
}
