// antd's date picker as a module of its own, for `LazyDatePicker` to load when a field is first used
export { DatePicker } from 'antd';
