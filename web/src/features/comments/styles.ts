import { withBlocks } from '../../ui/blocks/with-blocks';
import own from './comment-thread.module.css';

/** comment-thread.module.css on top of the shared blocks (ui/blocks). */
export default withBlocks(own);
