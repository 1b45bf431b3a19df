import type { SkillGroup } from '../../../content/types';
import { text } from '../../../styles/typography.css';
import * as styles from './Lists.css';

interface SkillListProps {
  groups: readonly SkillGroup[];
}

/** Skill groups, each an h3 over a list of short tags. */
export function SkillList({ groups }: SkillListProps) {
  return (
    <div className={styles.skillGroups}>
      {groups.map((group) => (
        <div key={group.id} className={styles.skillGroup}>
          <h3 id={`skills-${group.id}`} tabIndex={-1} className={`${text.h5} ${styles.skillTitle}`}>
            {group.title}
          </h3>
          <ul className={styles.skills}>
            {group.skills.map((skill) => (
              <li key={skill} className={`${text.body2} ${styles.skill}`}>
                {skill}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
