package main

import (
	"fmt"
	"math/bits"
	"runtime"
	"syscall"
	"unsafe"
)

// cpuMask is a Linux CPU affinity mask (cpu_set_t of 1024 CPUs).
type cpuMask [16]uint64

// harnessCPUs are the CPUs the harness may run on, read at start-up (nil: unknown).
var harnessCPUs = allowedCPUs()

// allowedCPUs returns the CPUs this process may run on, in increasing order, or nil when
// the kernel does not say.
func allowedCPUs() []int {
	var m cpuMask
	_, _, errno := syscall.RawSyscall(syscall.SYS_SCHED_GETAFFINITY, 0, unsafe.Sizeof(m), uintptr(unsafe.Pointer(&m)))
	if errno != 0 {
		return nil
	}
	var cpus []int
	for i, w := range m {
		for w != 0 {
			b := bits.TrailingZeros64(w)
			cpus = append(cpus, i*64+b)
			w &^= 1 << b
		}
	}
	return cpus
}

// setAffinity restricts the calling thread to the CPUs of m.
func setAffinity(m *cpuMask) error {
	_, _, errno := syscall.RawSyscall(syscall.SYS_SCHED_SETAFFINITY, 0, unsafe.Sizeof(*m), uintptr(unsafe.Pointer(m)))
	if errno != 0 {
		return errno
	}
	return nil
}

// onCPU runs start, which starts a child process, on a thread restricted to cpu, so that the
// child, which inherits its parent thread's affinity, runs on that CPU alone; the thread's
// affinity is restored before it is handed back to the Go scheduler. A cpu below 0 starts
// the child unrestricted.
//
// Why the harness pins: the cores of a shared virtual machine are not alike (one may share
// its physical core with a busy neighbour and run a program 1.4-1.8x slower than the other,
// more so a program that executes more instructions), and which core the scheduler picks for
// a run is chance. measure runs every runner of a round on the same core, so each runner's
// runs see the same cores and their medians compare like with like.
func onCPU(cpu int, start func() error) error {
	if cpu < 0 {
		return start()
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var all, one cpuMask
	for _, c := range harnessCPUs {
		all[c/64] |= 1 << (c % 64)
	}
	one[cpu/64] |= 1 << (cpu % 64)
	if err := setAffinity(&one); err != nil {
		return fmt.Errorf("pinning to CPU %d: %v", cpu, err)
	}
	err := start()
	if rerr := setAffinity(&all); rerr != nil {
		panic(fmt.Sprintf("restoring the CPU affinity: %v", rerr)) // a mask it just had
	}
	return err
}
