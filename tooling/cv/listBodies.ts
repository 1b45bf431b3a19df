import { PDFArray, PDFDict, PDFName, PDFRef, type PDFDocument } from 'pdf-lib';

const S = PDFName.of('S');
const K = PDFName.of('K');
const P = PDFName.of('P');
const label = new Set(['Lbl', 'LBody']);

/** A structure element's kids, as refs (a marked-content number or object reference stays where it is). */
const kidsOf = (elem: PDFDict) => {
  const k = elem.get(K);
  return k instanceof PDFArray ? k.asArray() : k ? [k] : [];
};

/**
 * Each list item's content put in an LBody, as PDF/UA-1 wants (a list item holds a label and a body):
 * Chromium writes an item without a marker (`list-style: none`) as LI > P, P …; this makes it LI > LBody > P, P ….
 * Returns how many items it changed.
 */
export function wrapListBodies(doc: PDFDocument): number {
  const root = doc.catalog.lookupMaybe(PDFName.of('StructTreeRoot'), PDFDict);
  if (!root) return 0;
  let changed = 0;
  const visit = (ref: unknown) => {
    if (!(ref instanceof PDFRef)) return;
    const elem = doc.context.lookup(ref);
    if (!(elem instanceof PDFDict)) return;
    const kids = kidsOf(elem);
    if (elem.get(S) === PDFName.of('LI')) {
      const body = kids.filter((kid) => {
        const dict = kid instanceof PDFRef ? doc.context.lookup(kid) : undefined;
        return !(dict instanceof PDFDict && label.has(String(dict.get(S)).slice(1)));
      });
      if (body.length > 0) {
        const lbody = doc.context.obj({ Type: 'StructElem', S: 'LBody', P: ref, K: body });
        const pg = elem.get(PDFName.of('Pg'));
        if (pg) lbody.set(PDFName.of('Pg'), pg);
        const lbodyRef = doc.context.register(lbody);
        for (const kid of body) {
          const dict = kid instanceof PDFRef ? doc.context.lookup(kid) : undefined;
          if (dict instanceof PDFDict && dict.has(S)) dict.set(P, lbodyRef);
        }
        elem.set(K, doc.context.obj([...kids.filter((kid) => !body.includes(kid)), lbodyRef]));
        changed++;
      }
    }
    kids.forEach(visit);
  };
  kidsOf(root).forEach(visit);
  return changed;
}
