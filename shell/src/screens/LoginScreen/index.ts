export { LoginScreen } from './LoginScreen';
export { loginLoader } from './login-loader';
