/**
 * antd's Input and Password without the `Input` namespace object, whose static members (TextArea,
 * Search, OTP, Group) cannot be tree-shaken: the sign-in forms load only what they show.
 */
export { default as Input } from 'antd/es/input/Input';
export { PasswordInput } from './PasswordInput';
