import { useLocation } from 'react-router-dom';
import { readAddress } from '../../content/address';

/** The entry an item page shows: the last part of its address (`#/people/ada` is `ada`). */
export const useItemPage = () => readAddress(useLocation().pathname).path.split('/')[2] ?? '';
