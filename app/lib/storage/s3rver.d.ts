// Types for the parts of the local S3 server the storage tests use (the package ships none).
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  export default class S3rver {
    constructor(options: { address?: string; port?: number; silent?: boolean; directory?: string; resetOnClose?: boolean });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
