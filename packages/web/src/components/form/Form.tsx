import { Form as AntForm, type FormProps } from 'antd';
import type { ComponentType, ReactElement } from 'react';

/**
 * antd's Form, with the browser's own validation off (noValidate). Our forms validate themselves and
 * show one message under the field; the browser's bubbles ('Please include an @', 'Please fill out
 * this field') would be a second, untranslated message for the same field. Every form of the app
 * comes from here (lint refuses `Form` from antd elsewhere). Its static parts (Item, List, useForm,
 * ...) are antd's own.
 */
function NoBubblesForm<Values = unknown>(props: FormProps<Values>): ReactElement {
  const Inner = AntForm as unknown as ComponentType<FormProps<Values>>;
  return <Inner {...props} noValidate />;
}

export const Form = Object.assign(NoBubblesForm, {
  Item: AntForm.Item,
  List: AntForm.List,
  ErrorList: AntForm.ErrorList,
  Provider: AntForm.Provider,
  useForm: AntForm.useForm,
  useFormInstance: AntForm.useFormInstance,
  useWatch: AntForm.useWatch,
}) as typeof AntForm;
