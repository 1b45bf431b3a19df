import { entries } from 'virtual:item-pages/people';
import { headlines } from 'virtual:item-headlines/people';
import { list } from 'virtual:kind-list/people';
import { useItemPage } from './itemPage';
import NotFound from './NotFound';
import { PersonArticle, type PersonWithPage } from './people/PersonArticle';

const people = entries as readonly PersonWithPage[];

/** A person's own page, #/people/<page> (people/<page>.html is its copy without JavaScript). */
export default function PersonItemPage() {
  const page = useItemPage(headlines);
  const person = people.find((entry) => entry.page === page);
  // A member's years run to the present; an alumnus's end.
  const current = list.sections.some((s) => s.name === 'members' && s.entries.some((e) => e.page === page));
  return person ? <PersonArticle person={person} current={current} /> : <NotFound />;
}
