import { describe, expect, it } from 'vitest';
import { defaultPipelines, pipelineProblems } from './request-pipelines';

describe('the pipelines of requests', () => {
  it('are sound for every group', () => {
    for (const pipeline of Object.values(defaultPipelines)) expect(pipelineProblems(pipeline)).toEqual([]);
  });

  it('name what is wrong with a pipeline', () => {
    expect(pipelineProblems([{ key: 'open', label: 'Open' }, { key: 'done', label: 'Done', closed: true }])).toEqual([
      'the first status must be "new"',
    ]);
    expect(pipelineProblems([{ key: 'new', label: 'New' }, { key: 'new', label: 'Again' }])).toEqual([
      'status keys must differ: new appear twice',
      'at least one status must be closing ("closed": true)',
    ]);
    expect(pipelineProblems([{ key: 'new', label: 'New', closed: true }])).toEqual(['"new" cannot be a closing status']);
  });
});
