/** One search input (no field selector): the server searches every field the tab has. */
export { SearchInput as DeletedSearch } from '../../components/SearchInput';
