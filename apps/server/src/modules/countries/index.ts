/** The country reference list: the selectors' source, and the codes and names the server accepts. */
export { countryRoutes } from './routes';
export { countryCodeOfName, countryList, countryNameOf, isCountryCode } from './countries';
