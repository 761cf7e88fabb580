import { loadCompanyInfoAtom } from '../../atoms/catalog';
import { store } from '../../atoms/store';
import { pageTextsReady } from './page-texts';

/** The loader of the pages that show the company's details (terms, customer service): those and the texts, together. */
export async function loadCompanyPage() {
  const [company] = await Promise.all([store.set(loadCompanyInfoAtom), pageTextsReady]);
  return company;
}
