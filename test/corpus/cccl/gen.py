#!/usr/bin/env python3
"""Generates src/*.cu: one kernel per documented cuda::ptx overload (every
combination of its templated .sem/.scope/.op/.kind/.cta_group/.space/.type
options), read from the doc comments of CCCL's cuda/__ptx/instructions/generated/*.h.

Each overload is assigned to the first target in TARGETS for which it compiles
and does not fall back to the `__cuda_ptx_*_is_not_supported_*` stub, and for
which ptxas accepts the kernel.  The result is src/<header>.<target>.cu.

Usage: python3 gen.py [CUDA include dir]   (needs nvcc and ptxas in PATH)
"""
import itertools, os, re, subprocess, sys, tempfile, glob, shutil

HERE = os.path.dirname(os.path.abspath(__file__))
INC = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(shutil.which('nvcc') or 'nvcc'), '..', 'include')
GEN = os.path.join(INC, 'cccl/cuda/__ptx/instructions/generated')
if not os.path.isdir(GEN):
    GEN = os.path.join(INC, 'cuda/__ptx/instructions/generated')
TARGETS = ['sm_80', 'sm_90a', 'sm_100a', 'sm_103a', 'sm_110a', 'sm_120a']

TYPEMAP = {'B8': 'uint8_t', 'B16': 'uint16_t', 'B32': 'uint32_t', 'B64': 'uint64_t', 'B128': 'longlong2'}
DOTTYPE = {'.b32': 'uint32_t', '.u32': 'uint32_t', '.s32': 'int32_t', '.b64': 'uint64_t', '.u64': 'uint64_t',
           '.s64': 'int64_t', '.f32': 'float', '.f64': 'double', '.f16': '__half', '.bf16': '__nv_bfloat16'}
TAGOPT = {'sem_t': '.sem', 'scope_t': '.scope', 'kind_t': '.kind', 'cta_group_t': '.cta_group',
          'op_t': '.op', 'space_t': '.space'}
N32VAL = {'size': [128], 'ord': [0, 2], 'new_val': [0, 1], 'scale_input_d': [0, 3],
          'immHalfSplitoff': [2], 'N': [0, 1], 'initval': [0]}


def tagname(kind, v):
    v = v.lstrip('.')
    if kind == 'kind_t':
        return 'cuda::ptx::kind_' + v.split('::')[1]
    if kind == 'cta_group_t':
        return 'cuda::ptx::cta_group_' + v.split('::')[1]
    if kind == 'op_t':
        return 'cuda::ptx::op_' + {'and': 'and_op', 'or': 'or_op', 'xor': 'xor_op'}.get(v, v)
    if kind == 'space_t':
        return 'cuda::ptx::space_' + {'shared::cta': 'shared', 'shared::cluster': 'cluster'}.get(v, v)
    return 'cuda::ptx::%s_%s' % (kind[:-2], v)


def blocks():
    for f in sorted(glob.glob(GEN + '/*.h')):
        s = open(f).read()
        hdr = os.path.basename(f)[:-2]
        for m in re.finditer(r'/\*\n(//.*?)\*/', s, re.S):
            yield hdr, m.group(1)


def split_params(s):
    out, depth, cur = [], 0, ''
    for ch in s:
        if ch in '<([':
            depth += 1
        elif ch in '>)]':
            depth -= 1
        if ch == ',' and depth == 0:
            out.append(cur.strip()); cur = ''
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


class Ctx:
    def __init__(self):
        self.pre = []; self.post = []; self.n32 = 0; self.n64 = 0; self.tmp = 0

    def v32(self):
        self.n32 += 1; return 'x%d' % ((self.n32 - 1) % 8)

    def v64(self):
        self.n64 += 1; return 'y%d' % ((self.n64 - 1) % 4)

    def fresh(self):
        self.tmp += 1; return 't%d' % self.tmp


def scalar_expr(ctx, ty):
    if ty in ('uint64_t', 'int64_t', 'double'):
        return '(%s)%s' % (ty, ctx.v64())
    if ty == 'longlong2':
        return 'make_longlong2((long long)%s, (long long)%s)' % (ctx.v64(), ctx.v64())
    if ty == 'bool':
        return '((%s & 1u) != 0)' % ctx.v32()
    if ty in ('__half', '__nv_bfloat16'):
        return '%s(float(%s))' % (ty, ctx.v32())
    return '(%s)%s' % (ty, ctx.v32())


def ptr_space(fname, pname, opts, instr, tagargs):
    if pname in ('smem_bar', 'rdsmem_bar', 'remote_bar'):
        return 'S'
    if fname.startswith(('mbarrier', 'cp_async_mbarrier', 'tcgen05', 'st_async', 'red_async', 'clusterlaunchcontrol',
                         'getctarank', 'st_bulk')):
        return 'S'
    if pname == 'tensorMap' or fname.startswith(('multimem', 'fence_proxy_tensormap')):
        return 'G'
    if fname.startswith('tensormap_cp_fenceproxy'):
        return 'G' if pname == 'dst' else 'S'
    if pname.startswith('dst') and '.dst' in opts:
        return 'G' if opts['.dst'][0] == '.global' else 'S'
    if pname.startswith('src') and '.src' in opts:
        return 'G' if opts['.src'][0] == '.global' else 'S'
    for t in tagargs:
        if t.endswith('space_global'):
            return 'G'
        if t.endswith(('space_shared', 'space_cluster')):
            return 'S'
    return 'S' if 'shared' in instr else 'G'


def make_calls(hdr, text):
    lines = text.splitlines()
    instr = [l[3:] for l in lines if l.startswith('// ') and not re.match(r'// \.\w+\s*=', l)]
    opts = {}
    for l in lines:
        m = re.match(r'// (\.\w+)\s*=\s*\{(.*)\}', l)
        if m:
            opts[m.group(1)] = [x.strip() for x in m.group(2).split(',')]
    sig = text[text.find('__device__'):]
    m = re.match(r'__device__ static inline (.*?)\s*(\w+)\((.*)\);', sig, re.S)
    if not m:
        return []
    ret, fname, params = m.group(1), m.group(2), split_params(m.group(3))
    tmpl = re.search(r'template <(.*)>', text)
    tmpl = tmpl.group(1) if tmpl else ''
    # enumerate templated option axes
    axes = []  # (index, [choices])
    plist = []
    for p in params:
        p = re.sub(r'^cuda::ptx::', '', p)
        mm = re.match(r'(\w+_t)<(\w+)>\s*(\w*)$', p)
        if mm and mm.group(1) in TAGOPT:
            key = TAGOPT[mm.group(1)]
            choices = [tagname(mm.group(1), v) for v in opts.get(key, [])]
            plist.append(('tagT', choices)); continue
        mm = re.match(r'n32_t<N32>\s*(\w+)$', p)
        if mm:
            plist.append(('tagT', ['cuda::ptx::n32_t<%d>{}' % v for v in N32VAL.get(mm.group(1), [1])])); continue
        mm = re.match(r'(\w+_t)\s*$', p)
        if mm:
            plist.append(('tag', 'cuda::ptx::' + mm.group(1)[:-2])); continue
        plist.append(('val', p))
    types = [None]
    if re.search(r'typename Type\b', tmpl):
        types = [DOTTYPE[t] for t in opts.get('.type', ['.b32'])]
    calls = []
    choice_lists = [c[1] if c[0] == 'tagT' else [None] for c in plist]
    for ty in types:
        for combo in itertools.product(*choice_lists):
            ctx = Ctx(); args = []
            tagargs = [c for c in combo if c] + [c[1] for c in plist if c[0] == 'tag']
            ok = True
            for (kind, info), ch in zip(plist, combo):
                if kind == 'tagT':
                    args.append(ch); continue
                if kind == 'tag':
                    args.append(info); continue
                p = info
                def rt(t):
                    return ty if t == 'Type' else TYPEMAP.get(t, t)
                ma = re.match(r'(const )?(\w+) \(&(\w+)\)\[(\d+)\]$', p)
                mp = re.match(r'(const )?(\w+)\* (\w+)$', p)
                mr = re.match(r'const (\w+)& (\w+)$', p)
                mv = re.match(r'(\w+) (\w+)$', p)
                if ma:
                    t = rt(ma.group(2)); n = int(ma.group(4)); v = ctx.fresh()
                    if ma.group(1):
                        ctx.pre.append('%s %s[%d]; for (int i = 0; i < %d; ++i) %s[i] = (%s)(x0 + i);' % (t, v, n, n, v, t))
                    else:
                        ctx.pre.append('%s %s[%d];' % (t, v, n))
                        ctx.post.append('for (int i = 0; i < %d; ++i) sink(out, %s[i]);' % (n, v))
                    args.append(v)
                elif mp:
                    t = rt(mp.group(2)); sp = ptr_space(fname, mp.group(3), opts, ' '.join(instr), tagargs)
                    base = 'smem' if sp == 'S' else 'gbuf'
                    if t == 'uint64_t' and sp == 'S' and ('bar' in mp.group(3) or fname.startswith(('mbarrier', 'cp_async_mbarrier'))):
                        args.append('&bar[%d]' % (ctx.n32 % 4))
                    else:
                        args.append('(%s%s*)(%s + %d)' % (mp.group(1) or '', t, base, 128 * (len(args) % 4)))
                elif mr:
                    args.append(scalar_expr(ctx, rt(mr.group(1))))
                elif mv:
                    args.append(scalar_expr(ctx, rt(mv.group(1))))
                else:
                    ok = False
            if not ok:
                continue
            targs = ''
            if ret in TYPEMAP and not any(re.search(r'\b%s\b' % ret, p) for p in params) and tmpl.startswith('typename ' + ret):
                targs = '<%s>' % TYPEMAP[ret]
            call = 'cuda::ptx::%s%s(%s)' % (fname, targs, ', '.join(args))
            rett = ty if ret == 'Type' else ret
            if rett == 'void':
                body = ctx.pre + [call + ';'] + ctx.post
            else:
                body = ctx.pre + ['sink(out, %s);' % call] + ctx.post
            calls.append(body)
    return [(hdr, fname, instr, c) for c in calls]


PRELUDE = r'''// Generated by ../gen.py from the doc comments of <cuda/__ptx/instructions/generated/*.h>.
// One kernel per cuda::ptx overload/option combination; see ../gen.py.
#include <cuda/ptx>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdint>
using namespace cuda::std;

template <class T>
__device__ __forceinline__ void sink(unsigned char* out, const T& v)
{
  *reinterpret_cast<T*>(out + threadIdx.x * sizeof(T)) = v;
}
#define PROLOGUE                                                           \
  __shared__ alignas(128) unsigned char smem[1024];                        \
  __shared__ uint64_t bar[4];                                              \
  const uint32_t* in32 = reinterpret_cast<const uint32_t*>(in);            \
  const uint64_t* in64 = reinterpret_cast<const uint64_t*>(in);            \
  uint32_t x0 = in32[threadIdx.x], x1 = in32[threadIdx.x + 32],            \
           x2 = in32[threadIdx.x + 64], x3 = in32[threadIdx.x + 96],       \
           x4 = in32[threadIdx.x + 128], x5 = in32[threadIdx.x + 160],     \
           x6 = in32[threadIdx.x + 192], x7 = in32[threadIdx.x + 224];     \
  uint64_t y0 = in64[threadIdx.x + 256], y1 = in64[threadIdx.x + 288],     \
           y2 = in64[threadIdx.x + 320], y3 = in64[threadIdx.x + 352];     \
  (void)x0; (void)x1; (void)x2; (void)x3; (void)x4; (void)x5; (void)x6;    \
  (void)x7; (void)y0; (void)y1; (void)y2; (void)y3; (void)smem; (void)bar;
#define KARGS unsigned char* __restrict__ out, const unsigned char* __restrict__ in, unsigned char* gbuf
'''


def kernel_src(kid, hdr, fname, instr, body):
    c = '// %s\n' % ' | '.join(i.split('//')[0].strip() for i in instr[:2])
    return c + 'extern "C" __global__ void k_%s_%d(KARGS)\n{\n  PROLOGUE\n  %s\n}\n' % (fname, kid, '\n  '.join(body))


def compile_ptx(src, arch, d):
    cu = os.path.join(d, 't.cu'); px = os.path.join(d, 't.ptx')
    open(cu, 'w').write(src)
    r = subprocess.run(['nvcc', '-ptx', '-arch=' + arch.replace('sm_', 'compute_'), '-std=c++17', '-diag-suppress', '550,177', cu, '-o', px],
                       capture_output=True, text=True)
    return r, px


def kernels_in_ptx(ptx):
    """map kernel name -> body text"""
    res = {}
    for m in re.finditer(r'\.entry (\w+)\((.*?)\n\}', ptx, re.S):
        res[m.group(1)] = m.group(2)
    return res


def main():
    allcalls = [c for hdr, t in blocks() for c in make_calls(hdr, t)]
    print('calls:', len(allcalls), file=sys.stderr)
    pending = {i: c for i, c in enumerate(allcalls)}
    assigned = {}  # (hdr, target) -> [ids]
    d = tempfile.mkdtemp()
    for tgt in TARGETS:
        cand = dict(pending)
        for attempt in range(12):
            if not cand:
                break
            src = PRELUDE + '\n'.join(kernel_src(i, *cand[i]) for i in sorted(cand))
            r, px = compile_ptx(src, tgt, d)
            if r.returncode != 0:
                # map error lines back to kernels
                lines_of = {}; ln = PRELUDE.count('\n') + 1
                for i in sorted(cand):
                    k = kernel_src(i, *cand[i]); lines_of[i] = (ln, ln + k.count('\n')); ln += k.count('\n') + 1
                bad = set()
                errlines = []; inerr = False
                for l in r.stderr.splitlines():
                    mm = re.search(r'\((\d+)\): (error|warning|note|remark)', l)
                    if mm:
                        inerr = mm.group(2) == 'error'
                        if inerr and 't.cu(' in l:
                            errlines.append(int(re.search(r't\.cu\((\d+)\)', l).group(1)))
                        continue
                    mm = re.search(r'at line (\d+) of \S*t\.cu', l)
                    if mm and inerr:
                        errlines.append(int(mm.group(1)))
                for L in errlines:
                    for i, (a, b) in lines_of.items():
                        if a <= L <= b:
                            bad.add(i)
                if not bad:
                    print(r.stderr[:3000], file=sys.stderr); sys.exit(1)
                for i in bad:
                    del cand[i]
                continue
            ptx = open(px).read()
            ks = kernels_in_ptx(ptx)
            bad = set()
            for name, body in ks.items():
                if 'is_not_supported' in body:
                    bad.add(int(name.rsplit('_', 1)[1]))
            if bad:
                for i in bad:
                    del cand[i]
                continue
            rp = subprocess.run(['ptxas', '-arch=' + tgt, px, '-o', '/dev/null'], capture_output=True, text=True)
            if rp.returncode != 0:
                bad = set()
                for m in re.finditer(r'line (\d+)', rp.stderr):
                    L = int(m.group(1)); cur = None
                    for j, l in enumerate(ptx.splitlines()[:L], 1):
                        mm = re.search(r'\.entry k_\w+_(\d+)\(', l)
                        if mm:
                            cur = int(mm.group(1))
                    if cur is not None:
                        bad.add(cur)
                print('[%s] ptxas rejects %d kernels: %s' % (tgt, len(bad), rp.stderr[:2000]), file=sys.stderr)
                if not bad:
                    sys.exit(1)
                for i in bad:
                    del cand[i]
                continue
            break
        else:
            print('giving up on', tgt, file=sys.stderr); cand = {}
        for i in cand:
            assigned.setdefault((cand[i][0], tgt), []).append(i)
            del pending[i]
        print('%s: %d kernels, %d pending' % (tgt, len(cand), len(pending)), file=sys.stderr)
    shutil.rmtree(d)
    sd = os.path.join(HERE, 'src')
    for f in glob.glob(sd + '/*.gen.*.cu'):
        os.remove(f)
    os.makedirs(sd, exist_ok=True)
    for (hdr, tgt), ids in sorted(assigned.items()):
        with open(os.path.join(sd, '%s.gen.%s.cu' % (hdr, tgt)), 'w') as f:
            f.write(PRELUDE + '\n'.join(kernel_src(i, *allcalls[i]) for i in sorted(ids)))
    with open(os.path.join(HERE, 'gen-dropped.txt'), 'w') as f:
        for i in sorted(pending):
            hdr, fname, instr, body = allcalls[i]
            f.write('%s\t%s\t%s\n' % (hdr, fname, ' '.join(body).replace('\t', ' ')))
    print('dropped:', len(pending), file=sys.stderr)


if __name__ == '__main__':
    main()
