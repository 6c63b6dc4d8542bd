/**
 * The notices of ui.json shown on a step (e.g. "documents are required" for some actions), with the text chosen by
 * the current value of each notice's field. A notice with nothing to say for the value is still listed (with no
 * lines), so the renderer keeps its live region in place and a screen reader hears the text when it appears.
 */
import { getAtPointer } from '../../../json/json-pointer';
import { noticeLines, type StepNotice } from '../../../engine/wizard-ui';

export interface StepNoticeView {
  key: string;
  title?: string;
  /** Empty when the notice has nothing to say for the current value. */
  lines: string[];
}

export function stepNotices(
  notices: readonly StepNotice[] | undefined,
  stepId: string | undefined,
  data: unknown,
): StepNoticeView[] {
  return (notices ?? []).flatMap((notice, index) =>
    notice.step === stepId
      ? [
          {
            key: `${index}-${notice.field}`,
            title: notice.title,
            lines: noticeLines(notice, getAtPointer(data, notice.field)) ?? [],
          },
        ]
      : [],
  );
}
