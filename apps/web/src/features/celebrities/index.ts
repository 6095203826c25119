export { CelebritiesPage, NewCelebritiesPage } from './CelebrityList';
export { CelebrityDetailPage, NewCelebrityDetailPage } from './CelebrityDetailPage';
