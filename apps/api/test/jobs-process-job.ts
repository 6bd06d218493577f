import { defineJob } from '../src/modules/jobs/jobs.service';

/** The job of the process test: an attempt of a killed process expires after a second and is retried a second later. */
export const processTestJob = defineJob<{ n: number }>('process-test', {
  expireInSeconds: 1,
  retryDelaySeconds: 1,
  retryBackoff: false,
  retryLimit: 5,
});
