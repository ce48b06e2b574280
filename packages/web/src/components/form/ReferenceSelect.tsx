import { Select, type SelectProps } from 'antd';

interface ReferenceSelectProps extends Omit<SelectProps<string>, 'options' | 'showSearch'> {
  /** A reference list (code and translated name), e.g. from lib/reference. */
  options: ReadonlyArray<{ value: string; label: string }> | undefined;
}

/** A select over a reference list: searchable by name, clearable, loading until the list arrives. */
export function ReferenceSelect({ options, ...rest }: ReferenceSelectProps) {
  return (
    <Select<string>
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      loading={options === undefined}
      options={options?.map((option) => ({ value: option.value, label: option.label }))}
      {...rest}
    />
  );
}
