import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedbackApi } from './feedback';

function Bridge() {
  const api = App.useApp();
  useEffect(() => setFeedbackApi(api), [api]);
  return null;
}

/**
 * antd's App (message, notification and modal holders under the app's ConfigProvider, so theme and
 * locale apply) with its API handed to lib/ui/feedback. Loaded on the first toast or dialog.
 */
export default function FeedbackBridge() {
  return (
    <App component={false}>
      <Bridge />
    </App>
  );
}
