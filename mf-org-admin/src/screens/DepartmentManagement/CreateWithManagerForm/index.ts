export { CreateWithManagerForm, type NewItem } from './CreateWithManagerForm';
