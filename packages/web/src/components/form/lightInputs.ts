/**
 * antd's Input and Password without the `Input` namespace object, whose static members (TextArea,
 * Search, OTP, Group) cannot be tree-shaken: the sign-in forms load only what they show.
 */
export { default as Input } from 'antd/es/input/Input';
export { default as PasswordInput } from 'antd/es/input/Password';
