import { describe, expect, it } from 'vitest';
import { parseVideoEmbed, peertubeHostList, playableEmbed, videoFrameOrigins } from './video-embed.ts';

const src = (input: string, peertubeHosts: string[] = []) => {
  const result = parseVideoEmbed(input, { peertubeHosts });
  return result.ok ? result.embed.src : result.code;
};

describe('parseVideoEmbed', () => {
  it('reads the addresses and embed codes of the allowed hosts into one canonical player address', () => {
    const youtube = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';
    for (const input of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtube.com/watch?v=aqz-KE-bpKQ&t=42s',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://m.youtube.com/shorts/aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/aqz-KE-bpKQ?si=abc" title="YouTube video player" frameborder="0" allowfullscreen></iframe>',
    ]) {
      expect(src(input), input).toBe(youtube);
    }
    expect(src('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(src('https://vimeo.com/76979871/a1b2c3d4e5')).toBe(
      'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5&dnt=1',
    );
    expect(
      src(
        '<iframe src="https://player.vimeo.com/video/76979871?h=a1b2c3d4e5&amp;badge=0" allow="autoplay"></iframe>',
      ),
    ).toBe('https://player.vimeo.com/video/76979871?h=a1b2c3d4e5&dnt=1');
    expect(src('https://www.dailymotion.com/video/x8abc12_a-title')).toBe(
      'https://www.dailymotion.com/embed/video/x8abc12',
    );
    expect(src('https://dai.ly/x8abc12')).toBe('https://www.dailymotion.com/embed/video/x8abc12');
  });

  it('refuses hostile schemes, lookalike hosts and anything beside one plain iframe', () => {
    for (const input of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)//https://youtu.be/aqz-KE-bpKQ',
      'data:text/html,<script>alert(1)</script>',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
      'https://evil-youtube.com/watch?v=aqz-KE-bpKQ',
      'https://www.youtube.com.@evil.example/watch?v=aqz-KE-bpKQ',
      'https://user:pass@www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://evil.example\\@www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://www.youtube.com:8443/watch?v=aqz-KE-bpKQ',
      'https://xn--youtube-9ya.com/watch?v=aqz-KE-bpKQ',
      'https://www.youtube.com./watch?v=aqz-KE-bpKQ',
      'https://vimeo.com.evil.example/76979871',
      'https://player.vimeo.com/video/76979871/../../evil',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ"><script>alert(1)</script>',
      'https://www.youtube.com/watch?v=<script>',
      'https://www.youtube.com/channel/UC123',
      'https://peertube.example/w/abcdef123',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe src="&#106;avascript:alert(1)"></iframe>',
      '<iframe src="https://evil.example/embed/aqz-KE-bpKQ"></iframe>',
      '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" src="https://evil.example/"></iframe>',
      '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe><script>alert(1)</script>',
      '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"><script>alert(1)</script></iframe>',
      '<script src="https://www.youtube.com/embed/aqz-KE-bpKQ"></script>',
      '<img src=x onerror=alert(1)>',
      '<iframe srcdoc="<script>alert(1)</script>" src="https://youtu.be/aqz-KE-bpKQ"></iframe>',
      '',
      `https://youtu.be/${'a'.repeat(3000)}`,
    ]) {
      expect(src(input), input).toBe('HELP_EMBED_REFUSED');
    }
  });

  it('keeps only the address of an iframe with extra attributes: no handler or style survives', () => {
    const answer = src(
      '<iframe onload="alert(1)" style="position:fixed" sandbox="" src="https://youtu.be/aqz-KE-bpKQ"></iframe>',
    );
    expect(answer).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
  });

  it('allows a PeerTube instance only when the installation lists it', () => {
    const hosts = peertubeHostList(' Videos.Example.org , not a host, https://x.example ');
    expect(hosts).toEqual(['videos.example.org']);
    expect(src('https://videos.example.org/w/9c9de5e8-0a1e-484a-b099-e80766180a6d', hosts)).toBe(
      'https://videos.example.org/videos/embed/9c9de5e8-0a1e-484a-b099-e80766180a6d',
    );
    expect(src('https://videos.example.org/w/abcdef123')).toBe('HELP_EMBED_REFUSED');
    expect(videoFrameOrigins(hosts)).toContain('https://videos.example.org');
  });
});

describe('playableEmbed', () => {
  it('frames a stored canonical address, never one the rule would refuse or rewrite', () => {
    expect(playableEmbed('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    expect(playableEmbed('https://evil.example/embed/x')).toBeNull();
    expect(playableEmbed('https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBeNull();
    expect(playableEmbed('<iframe src="https://youtu.be/aqz-KE-bpKQ"></iframe>')).toBeNull();
    expect(playableEmbed(null)).toBeNull();
  });
});
