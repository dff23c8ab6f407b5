/** Public module of the search feature for the app layer. */
export { SearchDialog } from './components/search-dialog'
